import Foundation
@testable import Rendering
import Testing

@Suite struct SiteTemplatesTests {
    static let templatesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("templates")

    /// The binary embeds templates/ itself (CEmbeddedFiles); equal bytes here also show that an
    /// edited template was compiled in again by the build that ran these tests.
    @Test func builtInTemplatesAreTheFilesInTemplates() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.templatesDirectory.path)
            .filter { !$0.hasPrefix(".") }
            .sorted()
        #expect(names == TemplateFile.allCases.map(\.fileName).sorted(), "templates/ should hold exactly the files TemplateFile lists.")
        #expect(names == EmbeddedTemplates.files.keys.sorted(), "Sources/CEmbeddedFiles/EmbeddedFiles.c should embed every file of templates/.")
        for name in names {
            let data = try #require(FileManager.default.contents(atPath: Self.templatesDirectory.appendingPathComponent(name).path))
            let isEmbedded = EmbeddedTemplates.files[name] == String(decoding: data, as: UTF8.self)
            #expect(isEmbedded, "templates/\(name) differs from the copy in the binary: the build did not recompile CEmbeddedFiles.")
        }
    }

    @Test func noDirectoryOrAMissingOneGivesTheBuiltInTemplates() throws {
        let page = RecentSearchesPage(items: [SearchLink(query: "Heat", slug: "heat")])
        let builtIn = SiteRenderer(templates: .builtIn).render(page)
        for templates in [try SiteTemplates.load(overridesIn: nil), try SiteTemplates.load(overridesIn: "/nonexistent/marquee-templates")] {
            #expect(SiteRenderer(templates: templates).render(page) == builtIn)
        }
    }

    /// A folder that replaces no built-in template gives no templates of its own: the built-in
    /// ones are used, parsed only when a page is made (a build that keeps its site makes none).
    @Test func aFolderWithoutTemplatesOverridesNothing() throws {
        try withTemporaryDirectory { directory in
            #expect(try SiteTemplates.overrides(in: nil) == nil)
            #expect(try SiteTemplates.overrides(in: directory) == nil)
            try write("ignored\n", to: "notes.txt", in: directory)
            #expect(try SiteTemplates.overrides(in: directory) == nil)
            try write("body { color: red; }\n", to: "style.css", in: directory)
            #expect(try SiteTemplates.overrides(in: directory)?.overridesBuiltIn == true)
        }
    }

    @Test func overridesReplaceOnlyTheirOwnFile() throws {
        try withTemporaryDirectory { directory in
            try write("{{% CONTENT_TYPE: MARKDOWN }}\n# Lately: {{#items}}{{query}}; {{/items}}\n", to: "recent.md", in: directory)
            try write("body { color: red; }\n", to: "style.css", in: directory)
            try write("ignored\n", to: "notes.txt", in: directory)
            let custom = SiteRenderer(templates: try SiteTemplates.load(overridesIn: directory))
            let builtIn = SiteRenderer(templates: .builtIn)

            let recent = RecentSearchesPage(items: [SearchLink(query: "a*b", slug: nil)])
            let html = String(decoding: try custom.render(recent).contents, as: UTF8.self)
            #expect(html.contains("<h1>Lately: a*b;</h1>"))
            #expect(html.hasPrefix("<!doctype html>"))
            #expect(custom.assets().first == RenderedFile(path: "style.css", contents: Array("body { color: red; }\n".utf8)))
            #expect(custom.assets().map(\.path) == ["style.css", "site.js"])

            let index = IndexPage(siteTitle: "Marquee", searches: [], recentSearches: [])
            #expect(custom.render(index) == builtIn.render(index))
        }
    }

    @Test func aLayoutOverrideWrapsEveryPage() throws {
        try withTemporaryDirectory { directory in
            try write("<main>{{{body}}}</main><p>{{title}}</p>\n", to: "layout.html", in: directory)
            let custom = SiteRenderer(templates: try SiteTemplates.load(overridesIn: directory))
            let file = custom.render(RecentSearchesPage(items: []))
            #expect(try String(decoding: file.contents, as: UTF8.self) == "<main><h1>Recent searches</h1>\n<p>Nothing has been searched yet.</p>\n</main><p>Recent searches · Marquee</p>\n")
        }
    }

    @Test func aBrokenOverrideNamesTheFileAndTheProblem() throws {
        try withTemporaryDirectory { directory in
            try write("{{% CONTENT_TYPE: MARKDOWN }}\n# {{screenTitle}}\n{{#items}}\n- {{title}}\n", to: "results.md", in: directory)
            let error = try #require(throws: RenderingError.self) { try SiteTemplates.load(overridesIn: directory) }
            #expect(error.step == .parseTemplate)
            #expect(error.path == (directory as NSString).appendingPathComponent("results.md"))
            #expect(error.reason.contains("the section {{#items}} opened here is never closed; close it with {{/items}}. Near: {{#items}}"))
            #expect(error.line == 3)
            #expect(error.column == 1)
            #expect(error.description.contains("results.md:3:1"))
            #expect(error.localizedDescription == error.description)
        }
    }

    @Test func theUnclosedSectionIsTheOneThatOpensAndIsNeverClosed() {
        let closed = "<ul>\n{{#items}}<li>{{{title}}}</li>{{/items}}\n  <p>{{^empty}}Some: {{#facts}}{{label}}{{/facts}}\n{{/empty}}\n</ul>\n"
        #expect(UnclosedMustacheSection.find(in: closed) == nil)
        let open = "a\n{{#facts}}\n  <b>{{#bold}}x{{/bold}}</b> {{^none}}\n{{/none}}\nend\n"
        #expect(UnclosedMustacheSection.find(in: open) == UnclosedMustacheSection(name: "facts", sigil: "#", line: 2, column: 1, lineText: "{{#facts}}"))
        let inverted = "x {{! a comment {{#not}} }}\n   {{^ empty }} tail"
        #expect(UnclosedMustacheSection.find(in: inverted) == UnclosedMustacheSection(name: "empty", sigil: "^", line: 2, column: 4, lineText: "{{^ empty }} tail"))
        #expect(UnclosedMustacheSection.find(in: "{{=<% %>=}}<%#a%>") == nil)
    }

    @Test func anEmptyLayoutIsRefused() throws {
        for name in ["layout.html", "layout.md"] {
            try withTemporaryDirectory { directory in
                try write(" \n\n", to: name, in: directory)
                let error = try #require(throws: RenderingError.self) { try SiteTemplates.load(overridesIn: directory) }
                #expect(error.path.hasSuffix(name))
                #expect(error.reason.contains("The layout is empty"))
            }
        }
    }

    @Test func tagsAreListedWithTheirLines() throws {
        let text = "{{% CONTENT_TYPE: MARKDOWN }}\n# {{screenTitle}}\n\n{{#items}}\n- {{{title}}} {{& a.b}}\n{{/items}}\n{{! {{ignored}} }}{{^none}}{{.}}{{/none}}\n"
        let references = try TemplateParser.references(in: text)
        #expect(references.map { "\($0.line):\($0.name):\($0.isSection)" }
            == ["2:screenTitle:false", "4:items:true", "5:title:false", "5:a.b:false", "7:none:true", "7:.:false"])
    }

    @Test func aMismatchedCloseTagIsReportedWithItsLine() throws {
        try withTemporaryDirectory { directory in
            try write("<html>\n<body>\n{{#a}}x{{/b}}\n</body>\n", to: "layout.html", in: directory)
            let error = try #require(throws: RenderingError.self) { try SiteTemplates.load(overridesIn: directory) }
            #expect(error.path.hasSuffix("layout.html"))
            #expect(error.line == 3)
            #expect(error.reason.contains("does not match"))
        }
    }

    @Test func aMarkdownOverrideMustDeclareTheMarkdownContentType() throws {
        try withTemporaryDirectory { directory in
            try write("# {{screenTitle}}\n", to: "movie.md", in: directory)
            let error = try #require(throws: RenderingError.self) { try SiteTemplates.load(overridesIn: directory) }
            #expect(error.path.hasSuffix("movie.md"))
            #expect(error.reason.contains("{{% CONTENT_TYPE: MARKDOWN }}"))
        }
    }

    @Test func anUnknownContentTypeIsAParseError() throws {
        try withTemporaryDirectory { directory in
            try write("{{% CONTENT_TYPE: MARKDOWN }}\n{{% CONTENT_TYPE: YAML }}\n", to: "index.md", in: directory)
            let error = try #require(throws: RenderingError.self) { try SiteTemplates.load(overridesIn: directory) }
            #expect(error.path.hasSuffix("index.md"))
            #expect(error.reason.contains("unknown"))
        }
    }

    @Test func aFileInsteadOfADirectoryIsAnError() throws {
        try withTemporaryDirectory { directory in
            try write("x", to: "file", in: directory)
            let path = (directory as NSString).appendingPathComponent("file")
            let error = try #require(throws: RenderingError.self) { try SiteTemplates.load(overridesIn: path) }
            #expect(error.step == .readTemplates)
            #expect(error.path == path)
        }
    }

    @Test func invalidUTF8IsAReadError() throws {
        try withTemporaryDirectory { directory in
            try Data([0x7B, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: directory).appendingPathComponent("recent.md"))
            let error = try #require(throws: RenderingError.self) { try SiteTemplates.load(overridesIn: directory) }
            #expect(error.step == .readTemplate)
            #expect(error.reason.contains("UTF-8"))
        }
    }

    private func write(_ text: String, to name: String, in directory: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: directory).appendingPathComponent(name))
    }

    private func withTemporaryDirectory(_ body: (String) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory.path)
    }
}
