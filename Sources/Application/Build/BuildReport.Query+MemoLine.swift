import Foundation

extension BuildReport.Query {
    /// This query's line in the build memo: its report as JSON, less the films new to that build
    /// (no later build reads them: a kept site reports none, a replayed search finds its own), with
    /// its film ids and its pages' paths each one text of words. A memo of 300 searches held
    /// 30,000 JSON strings, whose decoding was a tenth of the CPU of keeping a site unchanged.
    func memoLine(_ encoder: JSONEncoder) throws -> String {
        let line = MemoLine(
            summary: MemoLine.Summary(
                query: query, slug: slug, status: status, error: error, totalResults: totalResults, pagesFetched: pagesFetched,
                detailsProblems: detailsProblems
            ),
            movieIDs: MemoLine.Words(movieIDs), paths: MemoLine.Words(paths)
        )
        return String(decoding: try encoder.encode(line), as: UTF8.self)
    }

    /// The queries of `lines`, each written by ``memoLine(_:)``, decoded as one JSON array.
    ///
    /// - Parameter withWords: false leaves each query's `movieIDs` and `paths` empty. A site kept
    ///   as it is reports only its queries' statuses unless a report is written, and making their
    ///   film ids and paths texts (then freeing them) was most of decoding the memo's queries.
    static func fromMemoLines(_ lines: [Substring], withWords: Bool = true) throws -> [BuildReport.Query] {
        // A line of JSON holds no raw line feed, so the lines are the array's elements.
        let array = Data(("[" + lines.joined(separator: ",") + "]").utf8)
        guard withWords else {
            return try JSONDecoder().decode([MemoLine.Summary].self, from: array).map { $0.report(movieIDs: [], paths: []) }
        }
        return try JSONDecoder().decode([MemoLine].self, from: array).map { line in
            line.summary.report(movieIDs: line.movieIDs.values, paths: line.paths.values)
        }
    }
}

/// A query's report as the build memo keeps it (``BuildReport/Query/memoLine(_:)``): its
/// ``Summary`` and its film ids and paths, as one JSON object.
private struct MemoLine: Codable {
    /// Texts written as one, apart by spaces, when none is empty or holds a space (film ids and
    /// site paths never do); as a JSON array otherwise.
    struct Words: Codable {
        let values: [String]

        init(_ values: [String]) {
            self.values = values
        }

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let joined = try? container.decode(String.self) {
                values = MemoLines.words(joined[...]).map(String.init)
            } else {
                values = try container.decode([String].self)
            }
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            if values.allSatisfy({ !$0.isEmpty && !$0.utf8.contains(0x20) }) {
                try container.encode(values.joined(separator: " "))
            } else {
                try container.encode(values)
            }
        }
    }

    let summary: Summary
    let movieIDs: Words
    let paths: Words

    private enum CodingKeys: String, CodingKey {
        case paths
        case movieIDs = "movie_ids"
    }

    init(summary: Summary, movieIDs: Words, paths: Words) {
        self.summary = summary
        self.movieIDs = movieIDs
        self.paths = paths
    }

    init(from decoder: Decoder) throws {
        summary = try Summary(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        movieIDs = try container.decode(Words.self, forKey: .movieIDs)
        paths = try container.decode(Words.self, forKey: .paths)
    }

    func encode(to encoder: Encoder) throws {
        try summary.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(movieIDs, forKey: .movieIDs)
        try container.encode(paths, forKey: .paths)
    }

    /// A memo line less its film ids and paths, which the decoder skips when it reads only this.
    struct Summary: Codable {
        let query: String
        let slug: String
        let status: BuildReport.Query.Status
        let error: String?
        let totalResults: Int
        let pagesFetched: Int
        let detailsProblems: [BuildReport.Query.DetailsProblem]

        enum CodingKeys: String, CodingKey {
            case query, slug, status, error
            case totalResults = "total_results"
            case pagesFetched = "pages_fetched"
            case detailsProblems = "details_problems"
        }

        /// The query's report, with these film ids and paths.
        func report(movieIDs: [String], paths: [String]) -> BuildReport.Query {
            BuildReport.Query(
                query: query, slug: slug, status: status, totalResults: totalResults, pagesFetched: pagesFetched,
                movieIDs: movieIDs, paths: paths, error: error, detailsProblems: detailsProblems
            )
        }
    }
}
