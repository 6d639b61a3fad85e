import Application
import ArgumentParser

/// The build's inputs and output, shared by `build` and `serve` (which rebuilds with them). Each
/// is optional so that `marquee.toml` can set what the command line leaves out.
struct BuildOptions: ParsableArguments, SettingFlags {
    @Option(help: ArgumentHelp("The query list, or - for standard input" + SettingKey.queries.defaultHelp + ".", valueName: "file|-"))
    var queries: String?

    @Option(help: ArgumentHelp("Where the site is published" + SettingKey.output.defaultHelp + ".", valueName: "dir"))
    var output: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Result pages fetched per search at most (20 movies a page)" + SettingKey.maxPages.defaultHelp + ".", valueName: "n"))
    var maxPages: Int?

    @Option(help: ArgumentHelp("A folder whose templates replace the built-in ones file by file (default: ./templates when it exists).", valueName: "dir"))
    var templates: String?

    @Flag(inversion: .prefixedNo, help: "Refuse templates whose tags name something no page provides (exit 2), instead of warning.")
    var strictTemplates: Bool?

    @Option(help: ArgumentHelp("The site's name in the header, page titles and home page heading" + SettingKey.title.defaultHelp + ".", valueName: "text"))
    var title: String?

    func validate() throws {
        try check(.maxPages, maxPages.map(SettingValue.integer), flag: "--max-pages")
        try check(.output, output.map(SettingValue.string), flag: "--output")
        try check(.title, title.map(SettingValue.string), flag: "--title")
    }

    func record(into settings: inout SiteSettings) {
        settings.setFlag(.queries, queries.map(SettingValue.string))
        settings.setFlag(.output, output.map(SettingValue.string))
        settings.setFlag(.maxPages, maxPages.map(SettingValue.integer))
        settings.setFlag(.templates, templates.map(SettingValue.string))
        settings.setFlag(.strictTemplates, strictTemplates.map(SettingValue.boolean))
        settings.setFlag(.title, title.map(SettingValue.string))
    }
}

/// Fails with the key's rule, named after the flag, when `value` breaks it.
func check(_ key: SettingKey, _ value: SettingValue?, flag: String) throws {
    guard let value, case let .failure(error) = key.check(value) else { return }
    throw ValidationError("\(flag) must be \(error.allowed)" + (error.reason.map { " (\($0))" } ?? "") + ".")
}
