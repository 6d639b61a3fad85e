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
        let recents = try JSONSerialization.jsonObject(with: Data(limited.standardOutput.utf8)) as? [String: [String]]
        #expect(recents?["recent"] == ["Amelie"])
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
