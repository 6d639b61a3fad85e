@testable import Application
import Foundation
import Testing

@Suite struct BuildReportQueryMemoLineTests {
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return encoder
    }()

    private func query(movieIDs: [String], paths: [String]) -> BuildReport.Query {
        var query = BuildReport.Query(
            query: "Heat \"1995\"", slug: "heat-1995", status: .degraded, totalResults: 41, pagesFetched: 2, movieIDs: movieIDs,
            paths: paths, error: "line one\nline two"
        )
        query.detailsProblems = [.init(id: "949", title: "Heat", status: .stale, reason: "HTTP 503")]
        return query
    }

    @Test func aQueryComesBackAsItWasLessTheFilmsNewToItsBuild() throws {
        var original = query(movieIDs: ["949", "11", "68735"], paths: ["search/heat-1995/index.html", "search/heat-1995/page/2/index.html"])
        original.newMovieIDs = ["11"]
        let line = try original.memoLine(encoder)
        #expect(!line.contains("\n"), "one line of the memo")
        #expect(line.contains(#""movie_ids":"949 11 68735""#), "the ids as one text")
        #expect(!line.contains("new_movie_ids"))
        var expected = original
        expected.newMovieIDs = []
        #expect(try BuildReport.Query.fromMemoLines([line[...]]) == [expected])
    }

    @Test func textsComeBackAsTheyWereEmptyWithASpaceOrACombiningMarkFirst() throws {
        let lists: [[String]] = [[], ["a b", "c"], ["", "d"], ["e"], ["g", "\u{0301}f"], ["search/amélie/index.html", "h\u{0301}"]]
        for list in lists {
            let original = query(movieIDs: list, paths: list)
            #expect(try BuildReport.Query.fromMemoLines([original.memoLine(encoder)[...]]) == [original], "\(list)")
        }
    }

    @Test func withoutWordsTheQueriesComeBackLessTheirFilmIDsAndPaths() throws {
        let first = query(movieIDs: ["949", "11"], paths: ["search/heat-1995/index.html"])
        let second = query(movieIDs: ["a b", ""], paths: ["x y/index.html"])
        let lines = [try first.memoLine(encoder)[...], try second.memoLine(encoder)[...]]
        let bare = [query(movieIDs: [], paths: []), query(movieIDs: [], paths: [])]
        #expect(try BuildReport.Query.fromMemoLines(lines, withWords: false) == bare)
        #expect(bare != [first, second])
        #expect(throws: DecodingError.self) { try BuildReport.Query.fromMemoLines([#"{"query":"x"}"#], withWords: false) }
    }

    @Test func severalLinesMakeTheListInOrderAndABrokenOneFails() throws {
        let first = query(movieIDs: ["1"], paths: ["a/index.html"])
        let second = query(movieIDs: ["2", "3"], paths: [])
        let lines = [try first.memoLine(encoder)[...], try second.memoLine(encoder)[...]]
        #expect(try BuildReport.Query.fromMemoLines(lines) == [first, second])
        #expect(try BuildReport.Query.fromMemoLines([]) == [])
        #expect(throws: DecodingError.self) { try BuildReport.Query.fromMemoLines([#"{"query":"x"}"#]) }
    }
}
