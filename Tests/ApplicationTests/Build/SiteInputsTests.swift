@testable import Application
import Foundation
import Testing

/// The fingerprint hashes every input of a site: changing any field of ``SiteInputs`` changes it.
@Suite struct SiteInputsTests {
    static let inputs = SiteInputs(
        program: SiteInputs.Program(binary: "1:2:3:4", libraries: "cmark 0.30.3; sqlite 3.46", templates: ["layout.html": Data("a".utf8), "movie.md": nil]),
        options: SiteInputs.Options(
            title: "Marquee", source: "local", maxPages: 3, recentLimit: 10, format: "html", posters: "remote", baseURL: nil, feedLimit: 50, offline: false,
            language: "en"
        ),
        catalog: "catalog-digest",
        queries: ["heat", "alien"]
    )

    /// One change per field, named by its path; `everyFieldIsCovered` checks none is missing.
    static let changes: [(path: String, change: @Sendable (inout SiteInputs) -> Void)] = [
        ("version", { $0.version += 1 }),
        ("program.binary", { $0.program.binary = "1:2:3:5" }),
        ("program.libraries", { $0.program.libraries = "cmark 0.31.0; sqlite 3.46" }),
        ("program.templates", { $0.program.templates?["movie.md"] = Data("b".utf8) }),
        ("options.title", { $0.options.title = "Movie night" }),
        ("options.source", { $0.options.source = "tmdb" }),
        ("options.maxPages", { $0.options.maxPages = 4 }),
        ("options.recentLimit", { $0.options.recentLimit = 9 }),
        ("options.format", { $0.options.format = "both" }),
        ("options.posters", { $0.options.posters = "none" }),
        ("options.baseURL", { $0.options.baseURL = "https://example.org/" }),
        ("options.feedLimit", { $0.options.feedLimit = 20 }),
        ("options.offline", { $0.options.offline = true }),
        ("options.language", { $0.options.language = "es-MX" }),
        ("catalog", { $0.catalog = "other-catalog" }),
        ("queries", { $0.queries = ["alien", "heat"] }),
    ]

    @Test func changingAnyFieldChangesTheFingerprint() {
        let original = BuildFingerprint(Self.inputs)
        for (path, change) in Self.changes {
            var changed = Self.inputs
            change(&changed)
            #expect(BuildFingerprint(changed).digest != original.digest, "\(path)")
            #expect((BuildFingerprint(changed).render != original.render) == path.hasPrefix("program."), "\(path)")
            // A search's results depend on everything but the list and the templates.
            #expect((BuildFingerprint(changed).searches != original.searches) == !["queries", "program.templates"].contains(path), "\(path)")
        }
        #expect(BuildFingerprint(Self.inputs) == original, "the same inputs give the same fingerprint")
    }

    @Test func templatesAbsentOrEmptyOrNoFolderDiffer() {
        var empty = Self.inputs
        empty.program.templates?["movie.md"] = Data()
        var noFolder = Self.inputs
        noFolder.program.templates = nil
        let digests = Set([Self.inputs, empty, noFolder].map { BuildFingerprint($0).digest })
        #expect(digests.count == 3)
    }

    @Test func everyFieldIsCovered() {
        func paths(_ value: Any, prefix: String) -> [String] {
            Mirror(reflecting: value).children.flatMap { child -> [String] in
                guard let label = child.label else { return [] }
                let nested = Mirror(reflecting: child.value)
                if nested.displayStyle == .struct { return paths(child.value, prefix: prefix + label + ".") }
                return [prefix + label]
            }
        }
        #expect(Set(paths(Self.inputs, prefix: "")) == Set(Self.changes.map(\.path)))
    }

    /// A setting added to the configuration must shape the fingerprint or be declared as not
    /// shaping the site.
    @Test func everyConfigurationSettingIsAnInputOrDeclaredIrrelevant() {
        let settings = Set(Mirror(reflecting: AppConfiguration()).children.compactMap(\.label))
        let inputs = Set(Mirror(reflecting: Self.inputs.options).children.compactMap(\.label))
        #expect(settings.subtracting(SiteInputs.Options.notShapingTheSite) == inputs)
    }
}
