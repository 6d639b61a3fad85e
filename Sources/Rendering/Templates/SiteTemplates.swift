import Foundation
import Mustache

/// The templates of a site, parsed once and reused for every page.
public struct SiteTemplates: Sendable {
    let layout: PageTemplate
    let markdownLayout: PageTemplate
    let index: PageTemplate
    let results: PageTemplate
    let movie: PageTemplate
    let recent: PageTemplate
    let collection: PageTemplate
    let person: PageTemplate
    let genres: PageTemplate
    let years: PageTemplate
    let notFound: PageTemplate
    let feed: PageTemplate
    let stylesheet: String
    let script: String
    /// Whether a file of a templates folder replaced a built-in one: only then are there names to
    /// check (``unknownNames(known:)``; the built-in templates' are checked by the tests).
    public let overridesBuiltIn: Bool

    /// The templates compiled into the binary (copies of the files in `templates/`).
    public static let builtIn: SiteTemplates = {
        do {
            return try SiteTemplates(sources: EmbeddedTemplates.files, origin: "built-in ")
        } catch {
            preconditionFailure("The built-in templates are broken: \(error)")
        }
    }()

    /// The built-in templates, each replaced by the file of the same name in `directory` when
    /// there is one (see ``TemplateFile``). A nil or missing directory gives the built-in ones.
    /// - Throws: ``RenderingError`` naming the file that cannot be read or parsed.
    public static func load(overridesIn directory: String?) throws(RenderingError) -> SiteTemplates {
        try overrides(in: directory) ?? builtIn
    }

    /// What ``load(overridesIn:)`` gives when `directory` holds a file that replaces a built-in
    /// template; nil when it holds none, so that the built-in templates are parsed only when first
    /// used (``builtIn``).
    /// - Throws: ``RenderingError`` naming the file that cannot be read or parsed.
    public static func overrides(in directory: String?) throws(RenderingError) -> SiteTemplates? {
        guard let directory else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else { return nil }
        guard isDirectory.boolValue else {
            throw RenderingError(step: .readTemplates, path: directory, reason: "This is a file, not a directory of templates.")
        }
        var sources = EmbeddedTemplates.files
        var paths: [String: String] = [:]
        for file in TemplateFile.allCases {
            let path = (directory as NSString).appendingPathComponent(file.fileName)
            guard FileManager.default.fileExists(atPath: path) else { continue }
            sources[file.fileName] = try readText(atPath: path)
            paths[file.fileName] = path
        }
        return paths.isEmpty ? nil : try SiteTemplates(sources: sources, paths: paths)
    }

    private init(sources: [String: String], paths: [String: String] = [:], origin: String = "") throws(RenderingError) {
        func source(_ file: TemplateFile) -> (text: String, path: String) {
            (sources[file.fileName] ?? "", paths[file.fileName] ?? origin + file.fileName)
        }
        func parse(_ file: TemplateFile) throws(RenderingError) -> PageTemplate {
            let (text, path) = source(file)
            guard paths[file.fileName] == nil else {
                return PageTemplate(mustache: try Self.parse(text, as: file, path: path), text: text, path: path)
            }
            return try PageTemplate(builtIn: text, path: path) { text throws(RenderingError) in try Self.parse(text, as: file, path: path) }
        }
        layout = try parse(.layout)
        markdownLayout = try parse(.markdownLayout)
        index = try parse(.index)
        results = try parse(.results)
        movie = try parse(.movie)
        recent = try parse(.recent)
        collection = try parse(.collection)
        person = try parse(.person)
        genres = try parse(.genres)
        years = try parse(.years)
        notFound = try parse(.notFound)
        feed = try parse(.feed)
        stylesheet = source(.stylesheet).text
        script = source(.script).text
        overridesBuiltIn = !paths.isEmpty
    }

    /// These templates rendered by swift-mustache only, never by ``CompiledTemplate``: the
    /// reference the compiled renderer is tested against.
    var mustacheOnly: SiteTemplates {
        SiteTemplates(copying: self) { $0.mustacheOnly }
    }

    private init(copying other: SiteTemplates, _ change: (PageTemplate) -> PageTemplate) {
        layout = change(other.layout)
        markdownLayout = change(other.markdownLayout)
        index = change(other.index)
        results = change(other.results)
        movie = change(other.movie)
        recent = change(other.recent)
        collection = change(other.collection)
        person = change(other.person)
        genres = change(other.genres)
        years = change(other.years)
        notFound = change(other.notFound)
        feed = change(other.feed)
        stylesheet = other.stylesheet
        script = other.script
        overridesBuiltIn = other.overridesBuiltIn
    }
}
