@testable import Application
import Testing

@Suite struct KnownSearchTests {
    private func query(_ text: String, status: BuildReport.Query.Status = .ok, error: String? = nil) -> BuildReport.Query {
        BuildReport.Query(
            query: text, slug: text.lowercased(), status: status, totalResults: 3, pagesFetched: 2, movieIDs: ["1", "2", "3"],
            paths: ["search/\(text.lowercased())/index.html", "search/\(text.lowercased())/2/index.html"], error: error
        )
    }

    @Test func onlySearchesThatEndedWellAndWhoseQueryTheListHeldOnce() {
        var degraded = query("degraded")
        degraded.detailsProblems = [.init(id: "1", title: "One", status: .failed, reason: "down")]
        let known = KnownSearch.replayable([
            query("heat"), query("stale", status: .stale, error: "no network"), query("failed", status: .failed, error: "down"),
            degraded, query("Alien"), query("alien"),
        ])
        #expect(known.keys.sorted() == ["heat"], "alien is there twice, ignoring case, as the recent searches match")
        #expect(known["heat"] == KnownSearch(
            query: "heat", slug: "heat", totalResults: 3, pagesFetched: 2, movieIDs: ["1", "2", "3"],
            paths: ["search/heat/index.html", "search/heat/2/index.html"]
        ))
    }

    @Test func aListReplaysTheKnownSearchesItHoldsOnce() {
        let known = KnownSearch.replayable([query("heat"), query("love")])
        let searches = BuildCoordinator.Searches(queries: ["love", "Heat", "heat", "matrix"])
        #expect(searches.replayable(known).keys.sorted() == [0], "Heat and heat are one recent search: run in order")
        #expect(BuildCoordinator.Searches(queries: ["matrix", "heat"]).replayable(known).keys.sorted() == [1])
        #expect(BuildCoordinator.Searches(queries: ["heat"]).replayable([:]).isEmpty)
    }
}
