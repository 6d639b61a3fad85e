/// What `marquee deploy` was asked on its command line; each nil falls back to `[deploy]` of
/// `marquee.toml`, then to the default.
public struct DeployRequest: Sendable, Hashable {
    public var target: String?
    public var dryRun = false
    public var force = false
    public var maxDeletes: Int?
    public var concurrency: Int?

    public init(target: String? = nil, dryRun: Bool = false, force: Bool = false, maxDeletes: Int? = nil, concurrency: Int? = nil) {
        self.target = target
        self.dryRun = dryRun
        self.force = force
        self.maxDeletes = maxDeletes
        self.concurrency = concurrency
    }

    /// Uploads in flight at once unless told otherwise.
    public static let defaultConcurrency = 16
}
