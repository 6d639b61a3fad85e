// swift-tools-version:6.1
import PackageDescription

/// Each layer is its own target, so the dependency rule of ../shared/DESIGN.md is enforced by the
/// compiler: Domain depends on nothing of ours; Presentation and Data depend on Domain; nothing
/// inner imports outer.
let package = Package(
    name: "Marquee",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "marquee", targets: ["marquee"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        // No traits: the preview server reads no swift-configuration and needs no more Foundation
        // than FoundationEssentials; and with two traits on, SwiftPM passes their `-D` flags in a
        // new order at each build plan, so Hummingbird was compiled again about every other plan
        // (swiftlang/swift-package-manager#10525).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        // System libraries, installed by `make deps` (apt) and found through pkg-config.
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // SHA-256 and HMAC-SHA-256 from OpenSSL's libcrypto (libssl-dev).
        .systemLibrary(
            name: "CLibCrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"])]
        ),
        .target(name: "CSystemShims"),
        // An HTTP client over libcurl's multi interface, with libcurl loaded by dlopen at the first
        // request's session (curl.h from libcurl4-openssl-dev, for its types and constants only).
        .target(name: "CCurlClient", linkerSettings: [.linkedLibrary("dl")]),
        // libcmark's conversions with their allocations in a scratch arena of the thread.
        .target(name: "CMarkdownArena", dependencies: ["CCmark"]),
        // catalog.tsv and templates/, compiled into the binary with C23 #embed (see its source).
        .target(name: "CEmbeddedFiles"),

        // Layers, innermost first.
        .target(name: "Domain"),
        .target(
            name: "Infrastructure",
            dependencies: ["CSQLite", "CCmark", "CMarkdownArena", "CSystemShims", "CLibCrypto", "CCurlClient"]
        ),
        .target(
            name: "Data",
            dependencies: ["Domain", "Infrastructure", "CEmbeddedFiles"],
            exclude: ["Resources/catalog.tsv"]
        ),
        // Presentation reads the string tables of strings/ from CEmbeddedFiles (bytes, no file I/O).
        .target(name: "Presentation", dependencies: ["Domain", "CEmbeddedFiles"]),
        .target(
            name: "Rendering",
            dependencies: [
                "Presentation",
                "Infrastructure",
                "CEmbeddedFiles",
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        // The preview server of `marquee serve`; only the executable wires it in (Application
        // knows it as PreviewServing), so that Application and its fuzz targets build without
        // Hummingbird and SwiftNIO.
        .target(
            name: "PreviewServer",
            dependencies: [
                "Infrastructure",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .target(
            name: "Application",
            dependencies: [
                "Domain", "Data", "Infrastructure", "Presentation", "Rendering",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "TOMLKit", package: "TOMLKit"),
            ]
        ),
        .executableTarget(
            name: "marquee",
            dependencies: [
                "Application",
                "PreviewServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // Tests mirror the targets; TestSupport holds what several test targets share.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "DomainTests", dependencies: ["Domain"]),
        .testTarget(name: "InfrastructureTests", dependencies: ["Infrastructure", "TestSupport"]),
        .testTarget(name: "DataTests", dependencies: ["Data", "Domain", "Infrastructure", "TestSupport"]),
        .testTarget(name: "PresentationTests", dependencies: ["Presentation", "Domain"]),
        .testTarget(
            name: "RenderingTests",
            dependencies: ["Rendering", "Presentation", "Domain", "TestSupport"],
            resources: [.copy("Golden")]
        ),
        .testTarget(
            name: "ApplicationTests",
            dependencies: ["Application", "Data", "Domain", "Presentation", "Rendering", "TestSupport", .product(name: "TOMLKit", package: "TOMLKit")]
        ),
        .testTarget(
            name: "PreviewServerTests",
            dependencies: [
                "PreviewServer", "Infrastructure", "TestSupport",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(name: "MarqueeTests", dependencies: ["Infrastructure", "TestSupport"]),
    ]
)

// Fuzz targets (`make fuzz`): one small libFuzzer executable per input Marquee parses, declared
// only when MARQUEE_FUZZ=1, so that the normal build and `make test`'s own build never compile
// them. The Makefile builds them in .build-fuzz with `-sanitize=fuzzer,address`; each `main`
// hands over to libFuzzer's driver. Each checks properties of what it parses, not only that
// nothing crashes.
if Context.environment["MARQUEE_FUZZ"] == "1" {
    let fuzzTargets: [(name: String, dependencies: [Target.Dependency])] = [
        ("FuzzQueryFile", ["Application"]),
        ("FuzzTMDBDecoding", ["Data", "Domain", "Infrastructure"]),
        ("FuzzTemplate", ["Rendering"]),
        ("FuzzCatalogTSV", ["Data"]),
        ("FuzzStaticPath", ["Infrastructure"]),
        ("FuzzMarkdownText", ["Rendering", "Infrastructure"]),
        ("FuzzConfigFile", ["Application"]),
        ("FuzzS3XML", ["Infrastructure"]),
    ]
    // One `swift build` makes every fuzz target: the executable, the preview server and the tests
    // (which need them or TestSupport) are left out, so that it compiles no SwiftNIO, Hummingbird
    // or ArgumentParser.
    let notFuzzed: Set<String> = ["marquee", "PreviewServer", "TestSupport"]
    package.targets.removeAll { $0.type == .test || notFuzzed.contains($0.name) }
    package.products.removeAll { $0.name == "marquee" }
    package.targets.append(.target(name: "FuzzSupport", path: "Fuzz/Support"))
    for target in fuzzTargets {
        package.targets.append(.executableTarget(
            name: target.name,
            dependencies: target.dependencies + ["FuzzSupport"],
            path: "Fuzz/Targets/\(target.name)"
        ))
    }
}

// The sanitizer builds (`make sanitize` sets MARQUEE_SANITIZE=1) run the in-process suites of the
// layers. The executable, the preview server and their tests (MarqueeTests runs the executable as a
// child process) are left out, so that those two builds compile no SwiftNIO, Hummingbird or
// ArgumentParser.
if Context.environment["MARQUEE_SANITIZE"] == "1" {
    let notSanitized: Set<String> = ["marquee", "PreviewServer", "PreviewServerTests", "MarqueeTests"]
    package.targets.removeAll { notSanitized.contains($0.name) }
    package.products.removeAll { $0.name == "marquee" }
}
