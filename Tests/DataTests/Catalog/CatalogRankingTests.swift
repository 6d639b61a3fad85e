@testable import Data
import Testing

/// The ranking's signals on made-up films, apart from the catalog.
@Suite struct CatalogRankingTests {
    private func candidate(_ id: Int64, _ title: String, year: Int?, reviews: Int? = nil, boxOffice: Double? = nil, rating: Double? = nil) -> CatalogRanking.Candidate {
        CatalogRanking.Candidate(id: id, title: title, year: year, reviews: reviews, boxOffice: boxOffice, rating: rating)
    }

    @Test func theTitleThatIsTheWordsComesBeforeOnesThatHoldThem() {
        let ranked = CatalogRanking(query: "the terminator").rank([
            candidate(1, "Terminator Salvation", year: 2009, reviews: 250, boxOffice: 125_000_000, rating: 4.8),
            candidate(2, "The Terminator", year: 1984, reviews: 80, boxOffice: 38_000_000, rating: 8.0),
        ])
        #expect(ranked.map(\.id) == [2, 1])
        #expect(ranked[0].textMatch == .exact)
        #expect(ranked[0].coverage == 1)
        #expect(ranked[1].textMatch == .prefix)
        #expect(ranked[1].coverage == 0.5)
    }

    @Test func noTitleThatIsTheWordsIsPutBelowOneThatIsNot() {
        let ranked = CatalogRanking(query: "crash").rank([
            candidate(1, "Crash Test", year: 2010, reviews: 400, boxOffice: 900_000_000, rating: 9.9),
            candidate(2, "Crash", year: 1970),
        ])
        #expect(ranked.map(\.id) == [2, 1])
        #expect(ranked[1].score > ranked[0].score)
    }

    @Test func theOriginalGetsItsBonusOnlyAmongFilmsStartingWithTheWords() {
        let ranked = CatalogRanking(query: "halloween").rank([
            candidate(7, "Halloween", year: 2007, reviews: 100),
            candidate(3, "Halloween", year: 1978, reviews: 100),
            candidate(9, "Trick or Treat: A Halloween Story", year: 1990, reviews: 1_000),
        ])
        #expect(ranked.map(\.id) == [3, 7, 9])
        #expect(ranked.map(\.original) == [CatalogRanking.originalBonus, 0, 0])
        // One film alone is nobody's original.
        #expect(CatalogRanking(query: "heat").rank([candidate(1, "Heat", year: 1995)]).first?.original == 0)
    }

    @Test func equalScoresGoToTheOlderFilmThenTheLowerID() {
        let ranked = CatalogRanking(query: "x").rank([
            candidate(5, "Y X", year: 2000), candidate(4, "Z X", year: 2000), candidate(6, "W X", year: 1990), candidate(8, "V X", year: nil),
        ])
        #expect(ranked.map(\.id) == [6, 4, 5, 8])
        #expect(ranked.allSatisfy { $0.score == ranked[0].score })
    }

    @Test func startingWithTheWordsMeansWholeWords() {
        let ranked = CatalogRanking(query: "star").rank([
            candidate(1, "Stardust", year: 2007), candidate(2, "Star Wars", year: 1977), candidate(3, "A Star Is Born", year: 1937),
        ])
        #expect(Dictionary(uniqueKeysWithValues: ranked.map { ($0.id, $0.textMatch) }) == [1: .words, 2: .prefix, 3: .prefix])
        #expect(CatalogRanking(query: "the").rank([candidate(1, "The", year: 1)]).first?.textMatch == .exact)
        #expect(CatalogRanking(query: "...").rank([candidate(1, "!!!", year: 1), candidate(2, "Heat", year: 2)]).map(\.textMatch) == [.exact, .words])
    }

    @Test func aRankingTitleKeptByTheCatalogRanksAsTheTitleItself() {
        let titles = ["The Terminator", "E.T. the Extra-Terrestrial", "Star Wars: Episode IV", "Amélie", "The", "A Star Is Born", "Ocean's Eleven", ""]
        for query in ["the terminator", "star", "et", "amelie", "ocean's 11", "a", "the"] {
            let computed = CatalogRanking(query: query).rank(titles.enumerated().map { candidate(Int64($0.offset), $0.element, year: 2000) })
            let kept = CatalogRanking(query: query).rank(titles.enumerated().map { index, title in
                var kept = candidate(Int64(index), title, year: 2000)
                kept.rankingTitle = CatalogRanking.rankingTitle(title)
                return kept
            })
            #expect(kept == computed, "\(query)")
        }
        #expect(CatalogRanking.rankingTitle("The Terminator 2") == "terminator 2")
        #expect(CatalogRanking.rankingTitle("The") == "the")
    }

    @Test func popularitySignalsAreBounded() {
        let ranked = CatalogRanking(query: "a").rank([candidate(1, "A", year: 1, reviews: 400, boxOffice: 1_000_000_000, rating: 10)])
        let top = ranked[0]
        #expect(top.reviews > 0.99 && top.reviews < 1.01)
        #expect(top.boxOffice > 0.49 && top.boxOffice < 0.51)
        #expect(top.rating == 1)
    }
}
