import Application
import ArgumentParser

extension AppConfiguration.Posters: ExpressibleByArgument {}
extension AppConfiguration.Format: ExpressibleByArgument {}

/// What the published site is made of: posters, base URL and page formats.
struct SiteOutputOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "How pages show posters: remote (the source's image URLs), download (fetched once into posters/ of the site and kept beside the state file for later builds, so the site needs nothing from elsewhere) or none. A movie without a poster shows its initials on a colour of its own.",
        valueName: "remote|download|none"
    ))
    var posters: AppConfiguration.Posters = .remote

    @Option(help: ArgumentHelp(
        "The address the site is published at, e.g. https://example.org/movies/: writes sitemap.xml and gives 404.html links that work from any address.",
        valueName: "url"
    ))
    var baseURL: String?

    @Option(help: ArgumentHelp(
        "The files written for every page: html (the browsable site), markdown (Markdown pages that link to each other, a report readable anywhere) or both.",
        valueName: "html|markdown|both"
    ))
    var format: AppConfiguration.Format = .html

    func validate() throws {
        guard let baseURL else { return }
        do {
            _ = try AppConfiguration.siteBaseURL(baseURL)
        } catch {
            throw ValidationError("--base-url \(baseURL) is not a site address: \(error).")
        }
    }

    func apply(to configuration: inout AppConfiguration) {
        configuration.posters = posters
        configuration.baseURL = baseURL.flatMap { try? AppConfiguration.siteBaseURL($0) }
        configuration.format = format
    }
}
