// swift-tools-version:6.0
import PackageDescription

/// Each layer is its own target, so the dependency rule of ../shared/DESIGN.md is enforced by the
/// compiler: Domain depends on nothing of ours; Presentation and Data depend on Domain; nothing
/// inner imports outer.
let package = Package(
    name: "Marquee",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "marquee", targets: ["marquee"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
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
        .target(name: "CSystemShims"),

        // Layers, innermost first.
        .target(name: "Domain"),
        .target(
            name: "Infrastructure",
            dependencies: ["CSQLite", "CCmark", "CSystemShims"]
        ),
        .target(
            name: "Data",
            dependencies: ["Domain", "Infrastructure"],
            resources: [.copy("Resources/catalog.tsv")]
        ),
        .target(name: "Presentation", dependencies: ["Domain"]),
        .target(
            name: "Rendering",
            dependencies: [
                "Presentation",
                "Infrastructure",
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        .target(
            name: "Application",
            dependencies: [
                "Domain", "Data", "Infrastructure", "Presentation", "Rendering",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "marquee",
            dependencies: [
                "Application",
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
            dependencies: ["Rendering", "Presentation", "Domain"],
            resources: [.copy("Golden")]
        ),
        .testTarget(name: "ApplicationTests", dependencies: ["Application", "Domain", "Presentation", "Rendering", "TestSupport"]),
        .testTarget(name: "MarqueeTests", dependencies: ["Infrastructure", "TestSupport"]),
    ]
)
