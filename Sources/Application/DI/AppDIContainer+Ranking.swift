import Data

extension AppDIContainer {
    /// The signals that ranked the first `limit` results of `query` on the embedded catalog, best
    /// first; nil for a source that keeps its own order (TMDB).
    func rankingSignals(query: String, limit: Int) throws -> [CatalogRanking.Signals]? {
        guard let catalog = moviesSource.catalog else { return nil }
        return try catalog.explain(query: query, limit: limit)
    }
}
