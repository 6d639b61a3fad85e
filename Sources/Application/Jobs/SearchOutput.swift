import Data
import Domain
import Foundation
import Presentation

/// How `marquee search` prints a page of results.
enum SearchOutput {
    /// The `--json` document: the page asked for and its movies as ``MachineReadableMovie``s.
    struct Document: Encodable {
        let query: String
        let page: Int
        let totalPages: Int
        let totalResults: Int
        let results: [MachineReadableMovie]

        enum CodingKeys: String, CodingKey {
            case query, page, results
            case totalPages = "total_pages"
            case totalResults = "total_results"
        }
    }

    static func json(query: String, page: MoviesPage, movies: [MachineReadableMovie]) -> String {
        let document = Document(query: query, page: page.page, totalPages: page.totalPages, totalResults: page.totalResults, results: movies)
        return MachineReadableJSON.text(of: document)
    }

    static func text(query: String, page: MoviesPage, items: [MoviesListItemViewModel], localization: Localization = .english) -> String {
        var lines: [String] = []
        let l = localization
        let results = l.count(.results, page.totalResults)
        if items.isEmpty {
            lines.append(page.totalResults == 0
                ? l.text(.cliNoResults, ["query": query])
                : l.text(.cliPastLast, ["query": query, "results": results, "page": l.number(page.page), "count": l.number(page.totalPages)]))
        } else {
            lines.append(l.text(.cliPage, ["query": query, "results": results, "page": l.number(page.page), "count": l.number(page.totalPages)]))
            let first = (page.page - 1) * 20 + 1
            for (offset, item) in items.enumerated() {
                let year = item.year.isEmpty ? "" : " (\(item.year))"
                let genres = item.genres.isEmpty ? "" : " · \(item.genres)"
                lines.append("\(String(first + offset).leftPadded(to: 4)). \(item.title)\(year) · \(item.rating)\(genres)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension SearchOutput {
    /// `--explain`: for each result of the page, the signals of ``CatalogRanking`` that put it
    /// there (in English, like the README section it refers to); for TMDB, that its order is kept.
    static func explanation(_ signals: [CatalogRanking.Signals]?, page: Int) -> String {
        guard let signals else {
            return "\nRanking: TMDB's own order is kept (its popularity); Marquee does not re-rank it.\n"
        }
        var lines = ["", "Ranking (README, \"Search ranking\"): score = text + coverage + reviews + box office + rating + original"]
        let first = (page - 1) * 20
        for (offset, signal) in signals.dropFirst(first).prefix(20).enumerated() {
            let year = signal.year.map { " (\($0))" } ?? ""
            let parts = [
                ("text", signal.text), ("coverage", signal.coverage), ("reviews", signal.reviews),
                ("box office", signal.boxOffice), ("rating", signal.rating), ("original", signal.original),
            ].map { "\($0.0) \(String(format: "%.2f", $0.1))" }.joined(separator: " + ")
            lines.append("\(String(first + offset + 1).leftPadded(to: 4)). \(signal.title)\(year): \(String(format: "%.2f", signal.score)) = \(parts) [\(signal.textMatch.rawValue)]")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
