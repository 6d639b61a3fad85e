/// What preparing the catalog database did.
public struct CatalogLoadReport: Sendable, Hashable {
    /// The catalog.tsv the database was checked against.
    public let resourcePath: String
    /// Films in the database.
    public let movieCount: Int
    /// Whether the database was (re)built from catalog.tsv; false when it was already current.
    public let didReload: Bool
    /// Time spent checking and, if needed, loading.
    public let duration: Duration
    /// Identifies the catalog.tsv the database holds (its size and a hash of its bytes, plus the
    /// loader's version): equal fingerprints, equal search results.
    public let fingerprint: String

    public init(resourcePath: String, movieCount: Int, didReload: Bool, duration: Duration, fingerprint: String = "") {
        self.resourcePath = resourcePath
        self.movieCount = movieCount
        self.didReload = didReload
        self.duration = duration
        self.fingerprint = fingerprint
    }
}
