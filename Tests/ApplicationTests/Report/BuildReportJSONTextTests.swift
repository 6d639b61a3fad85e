@testable import Application
import Testing

@Suite struct BuildReportJSONTextTests {
    private func query(_ name: String, error: String? = nil, problems: [BuildReport.Query.DetailsProblem] = []) -> BuildReport.Query {
        var query = BuildReport.Query(
            query: name, slug: "heat-1995", status: problems.isEmpty ? .ok : .degraded, totalResults: 41, pagesFetched: 2,
            movieIDs: ["949", "11"], paths: ["search/heat-1995/index.html", "search/heat-1995/page/2/index.html"], error: error
        )
        query.detailsProblems = problems
        query.newMovieIDs = ["11"]
        return query
    }

    private let totals = BuildReport.Totals(
        queries: 3, ok: 1, stale: 0, degraded: 1, failed: 1, movies: 2, pagesWritten: 40, pagesUnchanged: 7, pagesRemoved: 1
    )

    @Test func aFullReportIsTheTextTheEncoderWrites() {
        var report = BuildReport(
            source: "catalog", output: "/srv/site \"out\"", published: true, exitCode: 3,
            queries: [
                query("Heat \"1995\""),
                query("line one\nline two", error: "HTTP 503: \\ down\t", problems: [
                    .init(id: "949", title: "Heat / Ronin", status: .stale, reason: "HTTP 503"),
                    .init(id: "11", title: "Amélie", status: .failed, reason: "timed out\u{1}"),
                ]),
                BuildReport.Query(query: "none", slug: "none", status: .failed, totalResults: 0, pagesFetched: 0, movieIDs: [], paths: [], error: nil),
            ],
            totals: totals
        )
        report.feeds = BuildReport.Feeds(count: 301, seconds: 0.1234)
        report.error = "Some queries failed."
        report.phases = [BuildReport.Phase(name: "setup", seconds: 0.0084), BuildReport.Phase(name: "searches", seconds: 2)]
        report.marquee = "0.9.0"
        report.startedAt = "2026-11-30T15:00:00Z"
        report.durationSeconds = 0.918
        #expect(String(decoding: report.jsonText, as: UTF8.self) == MachineReadableJSON.text(of: report))
    }

    @Test func aReportOfABuildThatStoppedEarlyLeavesOutWhatItLacks() {
        let report = BuildReport(source: "tmdb", output: "output", published: false, exitCode: 1, queries: [], totals: totals)
        #expect(String(decoding: report.jsonText, as: UTF8.self) == MachineReadableJSON.text(of: report))
    }
}
