import Domain

/// Recent searches saved during a batch of concurrent searches: kept in memory, then written at
/// once in the order the batch names, so the recents come out the same as if the searches had run
/// one after another, whichever finished first, and the database sees one transaction.
public actor BufferedMoviesQueriesRepository: MoviesQueriesRepository {
    private let storage: MoviesQueriesStorage
    /// The latest spelling of every query saved and not yet written, by lower-cased text.
    private var pending: [String: MovieQuery] = [:]

    public init(storage: MoviesQueriesStorage) {
        self.storage = storage
    }

    /// What is stored; queries still pending are not included until ``flush(inOrderOf:)``.
    public func fetchRecentsQueries(maxCount: Int) async throws -> [MovieQuery] {
        try await storage.fetchRecentsQueries(maxCount: maxCount)
    }

    public func saveRecentQuery(query: MovieQuery) async throws {
        pending[Self.key(query.query)] = query
    }

    /// Writes the pending queries in the order of `order` (its last entry becomes the most
    /// recent); pending queries it does not name follow, sorted. Matching ignores case.
    public func flush(inOrderOf order: [String]) async throws {
        var remaining = pending
        var queries: [MovieQuery] = []
        for text in order {
            if let query = remaining.removeValue(forKey: Self.key(text)) {
                queries.append(query)
            }
        }
        queries += remaining.keys.sorted().compactMap { remaining[$0] }
        try await storage.saveRecentQueries(queries)
        pending = [:]
    }

    private static func key(_ text: String) -> String {
        text.lowercased()
    }
}
