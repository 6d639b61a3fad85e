/// What a site being deployed is, summed up without reading its files: equal fingerprints mean
/// the same files, with the same bytes, uploaded with the same headers.
public struct DeploySiteFingerprint: Sendable, Hashable {
    /// The summary, as text to keep in the records.
    public let digest: String
    /// How many files the site publishes.
    public let files: Int

    public init(digest: String, files: Int) {
        self.digest = digest
        self.files = files
    }
}
