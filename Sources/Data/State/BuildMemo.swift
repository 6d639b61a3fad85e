/// What the last successful build of one output folder was made from and what it left behind,
/// kept in the state database so that a build whose inputs did not change can keep the site.
///
/// The fields are opaque to the state database: the application decides what they hold.
public struct BuildMemo: Sendable, Equatable {
    /// The output folder, as an absolute path.
    public let output: String
    /// A digest of every input that decided the site.
    public let fingerprint: String
    /// The recent searches the build left, newest first, as ``SQLiteBuildMemoStorage/recentQueries()``
    /// gives them.
    public let recents: [String]
    /// A digest of the published files as the build left them.
    public let site: String
    /// The build's result, encoded by the application.
    public let result: String

    public init(output: String, fingerprint: String, recents: [String], site: String, result: String) {
        self.output = output
        self.fingerprint = fingerprint
        self.recents = recents
        self.site = site
        self.result = result
    }
}
