import Foundation
import Testing

/// `marquee search` and `marquee recent` end to end.
@Suite struct SearchAndRecentCommandTests {
    @Test func searchPrintsAPageAndRecentListsItNewestFirst() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }

        let first = try await workspace.marquee("search", "amelie", "--state", "s.sqlite")
        let second = try await workspace.marquee("search", "love", "--page", "2", "--state", "s.sqlite")
        let again = try await workspace.marquee("search", "Amelie", "--state", "s.sqlite", "--json")

        #expect(first.exitCode == 0, "\(first.standardError)")
        #expect(first.standardOutput.contains("Amélie (2001)"))
        #expect(second.standardOutput.contains("page 2 of"))
        #expect(second.standardOutput.contains("  21. "))
        let json = try JSONSerialization.jsonObject(with: Data(again.standardOutput.utf8)) as? [String: Any]
        #expect(json?["query"] as? String == "Amelie")
        #expect(((json?["results"] as? [[String: Any]])?.first?["title"] as? String) == "Amélie")

        let recent = try await workspace.marquee("recent", "--state", "s.sqlite")
        #expect(recent.exitCode == 0)
        #expect(recent.standardOutput == "Amelie\nlove\n")
        let limited = try await workspace.marquee("recent", "--state", "s.sqlite", "--limit", "1", "--json")
        let recents = try JSONSerialization.jsonObject(with: Data(limited.standardOutput.utf8)) as? [String: Any]
        #expect(recents?["recent"] as? [String] == ["Amelie"])
        let searches = try #require(recents?["searches"] as? [[String: Any]])
        #expect(searches.count == 1)
        #expect(searches.first?["query"] as? String == "Amelie")
        let searchedAt = try #require(searches.first?["searched_at"] as? String)
        let date = try #require(try? Date(searchedAt, strategy: .iso8601), "\(searchedAt)")
        #expect(abs(date.timeIntervalSinceNow) < 600)
    }

    /// `--explain` shows the signals that ranked each result, on the embedded catalog, and says
    /// TMDB's order is kept.
    @Test func explainShowsWhyEachResultIsWhereItIs() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try await workspace.marquee("search", "star wars", "--explain", "--state", "s.sqlite")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("   1. Star Wars: Episode IV – A New Hope (1977) · ") })
        let explained = try #require(lines.first { $0.hasPrefix("   1. Star Wars: Episode IV – A New Hope (1977): ") })
        for signal in ["text ", "coverage ", "reviews ", "box office ", "rating ", "original 0.20", "[title starts with the words]"] {
            #expect(explained.contains(signal), "\(explained)")
        }
        #expect(lines.filter { $0.contains(" = text ") && $0.hasSuffix("]") }.count == 7, "one line per result")

        let both = try await workspace.marquee("search", "star wars", "--explain", "--json")
        #expect(both.exitCode == 2)
        #expect(both.standardError.contains("leave out --json"))

        let server = try TMDBTestServer()
        defer { server.stop() }
        let tmdb = try await MarqueeProcess.run(["search", "love", "--explain", "--source", "tmdb", "--state", "s.sqlite"], in: workspace.path, environment: server.environment)
        #expect(tmdb.exitCode == 0, "\(tmdb.standardError)")
        #expect(tmdb.standardOutput.contains("TMDB's own order is kept"))
    }

    /// JSON is for scripts: the source's values as numbers, arrays and ISO dates, the same in every language.
    @Test func searchJSONHoldsTheSourcesValuesInEveryLanguage() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        var documents: [String: [String: Any]] = [:]
        for language in ["en", "es", "ko"] {
            let result = try await workspace.marquee("search", "the godfather", "--json", "--language", language, "--state", "s.sqlite")
            #expect(result.exitCode == 0, "\(result.standardError)")
            documents[language] = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        }
        let results = try #require(documents["en"]?["results"] as? [[String: Any]])
        let godfather = try #require(results.first { $0["title"] as? String == "The Godfather" })
        #expect(godfather["release_date"] as? String == "1972-03-15")
        #expect(godfather["year"] as? Int == 1972)
        #expect((godfather["rating"] as? Double).map { (0...10).contains($0) } == true)
        #expect(godfather["vote_count"] is Int)
        #expect(godfather["runtime_minutes"] as? Int == 175)
        #expect((godfather["genres"] as? [String])?.contains("Crime") == true)
        #expect(godfather["directors"] as? [String] == ["Francis Ford Coppola"])
        #expect((godfather["cast"] as? [String])?.contains("Al Pacino") == true)
        #expect(godfather["overview"] as? String == "", "the catalog has no synopsis; none is made up")
        #expect(godfather["imdb_id"] as? String == "tt0068646")
        #expect(godfather.keys.contains("poster_url") && godfather.keys.contains("original_title"))
        for language in ["es", "ko"] {
            #expect(NSDictionary(dictionary: documents[language] ?? [:]).isEqual(to: documents["en"] ?? [:]), "\(language) differs")
        }
    }

    @Test func anEmptyQueryIsAUsageError() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try await workspace.marquee("search", "   ", "--state", "s.sqlite")
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("empty"))
        let recent = try await workspace.marquee("recent", "--state", "s.sqlite")
        #expect(recent.standardOutput.hasPrefix("No recent searches yet"))
    }

    @Test func recentOnAFreshStateSaysSo() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try await workspace.marquee("recent", "--state", "fresh.sqlite")
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.hasPrefix("No recent searches yet"))
    }
}
