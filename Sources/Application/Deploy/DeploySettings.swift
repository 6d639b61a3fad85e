import Domain

/// The `[deploy]` table of `marquee.toml`.
public struct DeploySettings: Sendable, Hashable {
    /// `target`: the URL `marquee deploy` publishes to when `--target` is not given.
    public var target: String?
    /// `max-deletes`.
    public var maxDeletes: Int?
    /// `concurrency`: uploads in flight at once.
    public var concurrency: Int?
    /// `[[deploy.headers]]`, in file order: the first rule whose pattern matches a file wins.
    public var headerRules: [DeployHeaderRules.Rule] = []

    public init() {}
}
