import Data
import Domain
import Foundation
import Testing

/// The catalog's ranking against the judged queries of Tests/SearchJudgements/catalog-search.tsv:
/// the film a person means by each query, judged as TMDB's popularity ranking would answer.
@Suite("Catalog search against the judged queries", .sharedCatalog)
struct CatalogJudgedSearchTests {
    struct Judgement {
        let query: String
        let expectedID: String
        let expectedTitle: String
    }

    static func judgements() throws -> [Judgement] {
        let path = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SearchJudgements/catalog-search.tsv").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return fields.count >= 3 ? Judgement(query: fields[0], expectedID: fields[1], expectedTitle: fields[2]) : nil
        }
    }

    @Test func theFilmAPersonMeansComesFirst() throws {
        let catalog = try SharedCatalog.get().catalog
        let judgements = try Self.judgements()
        try #require(judgements.count >= 50)
        var first = 0, inTopThree = 0, reciprocalRanks = 0.0
        var misses: [String] = []
        for judgement in judgements {
            let ids = try catalog.search(query: judgement.query, page: 1).movies.map(\.id)
            let rank = ids.firstIndex(of: judgement.expectedID).map { $0 + 1 }
            if rank == 1 { first += 1 } else {
                misses.append("“\(judgement.query)”: \(judgement.expectedTitle) at \(rank.map(String.init) ?? "none")")
            }
            if let rank, rank <= 3 { inTopThree += 1 }
            reciprocalRanks += rank.map { 1 / Double($0) } ?? 0
        }
        let count = Double(judgements.count)
        let (successAt1, successAt3, mrr) = (Double(first) / count, Double(inTopThree) / count, reciprocalRanks / count)
        print(String(format: "judged catalog search: %d queries, success@1 %.3f, success@3 %.3f, MRR %.3f", judgements.count, successAt1, successAt3, mrr))
        for miss in misses { print("  not first: \(miss)") }
        #expect(successAt1 >= 0.95, "\(misses)")
        #expect(mrr >= 0.97)
    }
}
