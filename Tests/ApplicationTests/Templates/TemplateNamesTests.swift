import Foundation
@testable import Application
import Rendering
import Testing

/// Unknown template names, checked against the names the renderer's own contexts hold.
@Suite struct TemplateNamesTests {
    private var known: [TemplateFile: Set<String>] {
        SiteRenderer(templates: .builtIn).contextNames(of: .sample)
    }

    @Test func theBuiltInTemplatesUseOnlyNamesTheirPagesProvide() {
        #expect(SiteTemplates.builtIn.unknownNames(known: known) == [])
    }

    @Test func theNamesComeFromEveryStateOfEveryPage() {
        let known = self.known
        #expect(known[.results]?.isSuperset(of: ["errorText", "emptyText", "isStale", "isFailed", "query", "resultCount"]) == true)
        #expect(known[.movie]?.isSuperset(of: ["imdbDestination", "originalTitle", "facts", "label", "value", "foundBy", "collections"]) == true)
        #expect(known[.layout]?.isSuperset(of: ["body", "pagination", "breadcrumbs", "href", "feature", "cards", "navigation"]) == true)
        #expect(known[.collection]?.contains("isGenre") == true)
        #expect(known[.notFound]?.contains("yearsHref") == true)
        #expect(known[.results]?.contains("imdbDestination") == false, "each template gets its own page's names")
    }

    @Test func anUnknownNameIsNamedWithItsFileAndLine() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-names-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let results = "{{% CONTENT_TYPE: MARKDOWN }}\n# {{screenTitle}}\n\n{{#eroorText}}> {{.}}{{/eroorText}}\n{{nothing.like.this}} {{resultCount}}\n"
        try results.write(toFile: directory + "/results.md", atomically: true, encoding: .utf8)
        let templates = try SiteTemplates.load(overridesIn: directory)
        let warnings = templates.unknownNames(known: known)
        #expect(warnings.map { "\($0.line):\($0.name)" } == ["4:eroorText", "5:nothing.like.this"])
        #expect(warnings.first?.description == "\(directory)/results.md:4: {{eroorText}} is not a name this page provides, so it is always empty. Did you mean {{errorText}}?")
        #expect(warnings.last?.suggestion == nil)
    }
}
