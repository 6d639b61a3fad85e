import Application
import ArgumentParser

extension AppConfiguration.Posters: ExpressibleByArgument {}
extension AppConfiguration.Format: ExpressibleByArgument {}

/// What the published site is made of: posters, base URL and page formats.
struct SiteOutputOptions: ParsableArguments, SettingFlags {
    @Option(help: ArgumentHelp(
        "How pages show posters: remote (the source's image URLs), download (fetched once into posters/ of the site and kept beside the state file for later builds, so the site needs nothing from elsewhere) or none. A movie without a poster shows its initials on a colour of its own" + SettingKey.posters.defaultHelp + ".",
        valueName: "remote|download|none"
    ))
    var posters: AppConfiguration.Posters?

    @Option(help: ArgumentHelp(
        "The address the site is published at, e.g. https://example.org/movies/: writes sitemap.xml and robots.txt, the feeds of new films (feed.xml), canonical links and link previews' addresses, and gives 404.html links that work from any address.",
        valueName: "url"
    ))
    var baseURL: String?

    @Option(help: ArgumentHelp("The most films each feed of new films lists, newest first" + SettingKey.feedLimit.defaultHelp + ".", valueName: "n"))
    var feedLimit: Int?

    @Option(help: ArgumentHelp(
        "The files written for every page: html (the browsable site), markdown (Markdown pages that link to each other, a report readable anywhere) or both" + SettingKey.format.defaultHelp + ".",
        valueName: "html|markdown|both"
    ))
    var format: AppConfiguration.Format?

    func validate() throws {
        try check(.feedLimit, feedLimit.map(SettingValue.integer), flag: "--feed-limit")
        guard let baseURL else { return }
        do {
            _ = try AppConfiguration.siteBaseURL(baseURL)
        } catch {
            throw ValidationError("--base-url \(baseURL) is not a site address: \(error).")
        }
    }

    func record(into settings: inout SiteSettings) {
        settings.setFlag(.posters, posters.map { .string($0.rawValue) })
        settings.setFlag(.baseURL, baseURL.flatMap { try? AppConfiguration.siteBaseURL($0) }.map(SettingValue.string))
        settings.setFlag(.format, format.map { .string($0.rawValue) })
        settings.setFlag(.feedLimit, feedLimit.map(SettingValue.integer))
    }
}
