import Foundation
import Infrastructure
import Testing

/// `--language` end to end: the real binary, a real state file, the TMDB-shaped server on
/// 127.0.0.1 for the TMDB tests.
@Suite(.serialized) struct LanguageCommandTests {
    private func build(_ workspace: Workspace, _ extra: [String], environment: [String: String] = [:]) async throws -> MarqueeProcess.Result {
        try await MarqueeProcess.run(
            ["build", "--queries", "queries.txt", "--output", "site", "--state", "state/state.sqlite", "--max-pages", "2"] + extra,
            in: workspace.path,
            environment: environment
        )
    }

    private func text(_ workspace: Workspace, _ path: String) async throws -> String {
        try String(contentsOf: workspace.url(path), encoding: .utf8)
    }

    @Test func aKoreanSiteIsInKoreanWithReadableFolders() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\n기생충\n", to: "queries.txt")
        let result = try await build(workspace, ["--language", "ko", "--format", "both"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        let home = try await text(workspace, "site/index.html")
        #expect(home.contains("<html lang=\"ko\">"))
        #expect(home.contains("평점이 높은 영화"), "the best-rated films, in Korean")
        #expect(home.contains("href=\"search/%EA%B8%B0%EC%83%9D%EC%B6%A9/index.html\""))
        #expect(workspace.exists("site/search/기생충/index.html"))
        #expect(workspace.exists("site/search/heat/index.html"), "Latin searches keep their folders")
        let genres = try await text(workspace, "site/genre/index.html")
        #expect(genres.contains("드라마") || genres.contains("범죄"), "catalog genres are translated")
        #expect(try await text(workspace, "site/index.md").contains("## 둘러보기"))
        let links = LinkChecker.brokenLinks(inSiteAt: workspace.url("site"))
        #expect(links.broken.isEmpty, "broken links: \(links.broken.prefix(5))")
    }

    /// A genre's address is the same in every language, so links and bookmarks survive a switch.
    @Test func switchingTheLanguageKeepsTheGenreAddresses() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\n", to: "queries.txt")
        var folders: [String: [String]] = [:]
        for language in ["en", "es", "ko"] {
            #expect(try await build(workspace, ["--language", language]).exitCode == 0)
            folders[language] = try FileManager.default.contentsOfDirectory(atPath: workspace.url("site/genre").path).sorted()
        }
        #expect(folders["en"]?.contains("crime") == true, "\(folders)")
        #expect(folders["es"] == folders["en"])
        #expect(folders["ko"] == folders["en"])
        let crime = try await text(workspace, "site/genre/crime/index.html")
        #expect(crime.contains("범죄"), "the page is in the site's language")
    }

    @Test func theLanguageKeyOfTheConfigFileIsUsedAndAFlagBeatsIt() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\n", to: "queries.txt")
        try workspace.write("language = \"es-MX\"\n", to: "marquee.toml")
        #expect(try await build(workspace, []).exitCode == 0)
        #expect(try await text(workspace, "site/index.html").contains("<html lang=\"es-MX\">"))
        #expect(try await text(workspace, "site/index.html").contains("Las mejor valoradas"))
        let config = try await workspace.marquee("config")
        #expect(config.standardOutput.contains("language"), "\(config.standardOutput)")
        #expect(config.standardOutput.contains("es-MX"))
        #expect(try await build(workspace, ["--language", "en"]).exitCode == 0)
        #expect(try await text(workspace, "site/index.html").contains("<html lang=\"en\">"))
    }

    @Test func searchPrintsInTheLanguage() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let text = try await workspace.marquee("search", "heat", "--language", "es", "--state", "state/state.sqlite")
        #expect(text.exitCode == 0, "\(text.standardError)")
        #expect(text.standardOutput.hasPrefix("«heat»: "), "\(text.standardOutput)")
        #expect(text.standardOutput.contains(", página 1 de "))
        let json = try await workspace.marquee("search", "heat", "--language", "ko", "--json", "--state", "state/state.sqlite")
        #expect(json.exitCode == 0, "\(json.standardError)")
        #expect(!json.standardOutput.contains("년 "), "JSON is for scripts, the same in every language: \(json.standardOutput.prefix(400))")
        #expect(json.standardOutput.contains(#""year" : 1995"#))
    }

    @Test func aLanguageWithNoTableStopsWithExitTwoListingTheShippedOnes() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\n", to: "queries.txt")
        for arguments in [["--language", "pt-BR"], ["--language", "not a tag"]] {
            let result = try await build(workspace, arguments)
            #expect(result.exitCode == 2)
            #expect(result.standardError.contains("en, es, ko"), "\(result.standardError)")
            #expect(!workspace.exists("site/index.html"))
        }
        try workspace.write("language = \"fr\"\n", to: "marquee.toml")
        let fromFile = try await build(workspace, [])
        #expect(fromFile.exitCode == 2)
        #expect(fromFile.standardError.contains("en, es, ko"), "\(fromFile.standardError)")
        let search = try await workspace.marquee("search", "heat", "--language", "xx", "--state", "state/state.sqlite")
        #expect(search.exitCode == 2)
    }

    /// Dates and numbers are Marquee's own: the same site, byte for byte, whatever the machine's
    /// locale and time zone.
    @Test(arguments: ["es", "ko"])
    func pagesAreTheSameBytesUnderAnyLocaleAndTimeZone(language: String) async throws {
        let environments = [
            ["LANG": "C", "LC_ALL": "C", "TZ": "UTC"],
            ["LANG": "ko_KR.UTF-8", "LC_ALL": "ko_KR.UTF-8", "TZ": "Asia/Seoul"],
            ["LANG": "es_ES.UTF-8", "LC_ALL": "es_ES.UTF-8", "TZ": "America/Mexico_City"],
            ["LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8", "TZ": "Pacific/Chatham"],
        ]
        var sites: [[String: Data]] = []
        for environment in environments {
            let workspace = try Workspace()
            defer { workspace.remove() }
            try workspace.write("heat\nstar wars\n", to: "queries.txt")
            let result = try await build(workspace, ["--language", language, "--format", "both", "--base-url", "https://example.org/"], environment: environment)
            #expect(result.exitCode == 0, "\(environment): \(result.standardError)")
            sites.append(workspace.tree("site"))
        }
        #expect(sites[0].count > 20)
        // A release date and a grouped number in the language, so the comparison covers them.
        let movie = try #require(sites[0].first { $0.key.hasPrefix("movie/") && $0.key.hasSuffix(".html") }?.value)
        let page = String(decoding: movie, as: UTF8.self)
        #expect(language == "es" ? page.contains(" de ") : page.contains("년 "))
        for (index, site) in sites.enumerated().dropFirst() {
            #expect(site.keys.sorted() == sites[0].keys.sorted(), "\(environments[index])")
            for (path, data) in sites[0] where site[path] != data {
                Issue.record("\(path) differs under \(environments[index])")
            }
        }
    }

    @Test func tmdbIsAskedInTheLanguageAndItsCacheKeepsLanguagesApart() async throws {
        let server = try TMDBTestServer()
        defer { server.stop() }
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("love\n", to: "queries.txt")

        let english = try await build(workspace, ["--source", "tmdb"], environment: server.environment)
        #expect(english.exitCode == 0, "\(english.standardError)")
        let afterEnglish = try await server.requests()
        #expect(!afterEnglish.isEmpty)
        #expect(afterEnglish.allSatisfy { $0.params["language"] == nil || $0.params["language"] == "en-US" })
        #expect(afterEnglish.contains { $0.path.hasSuffix("search/movie") && $0.params["language"] == "en-US" })

        let spanish = try await build(workspace, ["--source", "tmdb", "--language", "es"], environment: server.environment)
        #expect(spanish.exitCode == 0, "\(spanish.standardError)")
        let all = try await server.requests()
        let asked = all.dropFirst(afterEnglish.count)
        // Nothing of the English cache answers a Spanish build: it asks again, in Spanish.
        #expect(asked.contains { $0.path.hasSuffix("search/movie") && $0.params["language"] == "es-ES" })
        #expect(asked.contains { $0.path.contains("/movie/") && !$0.path.hasSuffix("search/movie") && $0.params["language"] == "es-ES" })
        #expect(asked.contains { $0.path.hasSuffix("genre/movie/list") && $0.params["language"] == "es-ES" })
        #expect(!asked.contains { $0.params["language"] == "en-US" })
        #expect(try await text(workspace, "site/index.html").contains("<html lang=\"es\">"))

        // Both languages now come from the cache, each its own, offline.
        for language in ["en", "es"] {
            let offline = try await build(workspace, ["--source", "tmdb", "--offline", "--language", language], environment: server.environment)
            #expect(offline.exitCode == 0 || offline.exitCode == 3, "\(language): \(offline.standardError)")
            let report = try await text(workspace, "site/index.html")
            #expect(report.contains("<html lang=\"\(language)\">"))
        }
        #expect(try await server.requests().count == all.count, "offline builds ask nothing")

        // Recent searches are shared by every language.
        let state = try SQLiteConnection(path: workspace.url("state/state.sqlite").path, mode: .readOnly)
        let recents = try state.query("SELECT query FROM recent_queries", []) { row in try row.string(0) }
        #expect(recents == ["love"])
    }
}
