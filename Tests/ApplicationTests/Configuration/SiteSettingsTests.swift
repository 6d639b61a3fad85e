@testable import Application
import Foundation
import Testing

@Suite struct SiteSettingsTests {
    @Test func flagsBeatTheFileWhichBeatsTheDefaults() throws {
        let file = try ConfigFile.parse("title = \"Films\"\nmax-pages = 5\nformat = \"both\"", path: "marquee.toml")
        var flags = SiteSettings()
        flags.setFlag(.maxPages, .integer(2))
        let settings = SiteSettings.resolved(flags: flags, file: file)
        #expect(settings[.maxPages] == .init(value: .integer(2), origin: .flag))
        #expect(settings[.title] == .init(value: .string("Films"), origin: .file(path: "marquee.toml", line: 1)))
        #expect(settings[.recentLimit] == .init(value: .integer(10), origin: .defaultValue))
        // The templates folder of the working directory (the package's own, where tests run) when there is one.
        let workingTemplates = FileManager.default.fileExists(atPath: "templates")
        #expect(settings[.templates] == (workingTemplates ? .init(value: .string("templates"), origin: .existingFolder) : nil))

        let configuration = settings.configuration(environment: ["TMDB_API_KEY": "k"])
        #expect(configuration.maxPages == 2)
        #expect(configuration.title == "Films")
        #expect(configuration.format == .both)
        #expect(configuration.environment["TMDB_API_KEY"] == "k")
    }

    @Test func aQuietFlagBeatsVerboseInTheFile() throws {
        let file = try ConfigFile.parse("verbose = true", path: "marquee.toml")
        var flags = SiteSettings()
        flags.setFlag(.quiet, .boolean(true))
        #expect(SiteSettings.resolved(flags: flags, file: file).configuration(environment: [:]).verbosity == .quiet)
        #expect(SiteSettings.resolved(flags: SiteSettings(), file: file).configuration(environment: [:]).verbosity == .verbose)
    }

    @Test func withAFileElsewhereTheDefaultPathsAreTheSitesFolder() throws {
        let file = try ConfigFile.parse("title = \"x\"", path: "/srv/movies/marquee.toml")
        let configuration = SiteSettings.resolved(flags: SiteSettings(), file: file).configuration(environment: [:])
        #expect(configuration.queriesPath == "/srv/movies/queries.txt")
        #expect(configuration.outputPath == "/srv/movies/output")
        #expect(configuration.statePath == "/srv/movies/.marquee/state.sqlite")
        var flags = SiteSettings()
        flags.setFlag(.output, .string("public"))
        #expect(SiteSettings.resolved(flags: flags, file: file).configuration(environment: [:]).outputPath == "public", "a flag's path is the working directory's")
    }

    @Test func serveTakesPortAndWatch() throws {
        let file = try ConfigFile.parse("port = 0\nwatch = true", path: "marquee.toml")
        let options = SiteSettings.resolved(flags: SiteSettings(), file: file).serveOptions()
        #expect(options.port == 0)
        #expect(options.watch)
    }

    @Test func theListingShowsEachOriginAndHidesTheKey() throws {
        let file = try ConfigFile.parse("\ntitle = \"Films\"", path: "marquee.toml")
        var flags = SiteSettings()
        flags.setFlag(.maxPages, .integer(4))
        let text = SettingsListing(
            settings: SiteSettings.resolved(flags: flags, file: file),
            environment: ["TMDB_API_KEY": "abc123secret", "TMDB_API_BASE_URL": "http://127.0.0.1:9/3"]
        ).text
        let lines = text.split(separator: "\n").map { $0.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression) }
        #expect(lines.contains("title = \"Films\" # marquee.toml:2"))
        #expect(lines.contains("max-pages = 4 # flag"))
        #expect(lines.contains("recent-limit = 10 # default"))
        #expect(lines.contains("# TMDB_API_BASE_URL = \"http://127.0.0.1:9/3\" # environment"))
        #expect(lines.contains("# TMDB_API_KEY = <set, not shown> # environment"))
        #expect(!text.contains("abc123secret"))
    }
}

@Suite struct TOMLKeyLinesTests {
    @Test func findsKeysOutsideStringsAndComments() {
        let lines = TOMLKeyLines("""
            # title = "commented"
            note = \"\"\"
            title = "inside a string"
            \"\"\"
            "quoted-key" = 1
              title   = "x"
            [serve]
            a.b = 1
            """)
        #expect(lines.line(of: "title") == 6)
        #expect(lines.line(of: "note") == 2)
        #expect(lines.line(of: "quoted-key") == 5)
        #expect(lines.line(of: "serve") == 7)
        #expect(lines.line(of: "a") == 8)
        #expect(lines.line(of: "missing") == nil)
    }
}
