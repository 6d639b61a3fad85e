/// Where a site is deployed: an S3 bucket (and prefix), or a folder. Keys are relative to the
/// site's root; the storage never lists or touches names starting with `.` except its manifest.
public protocol DeployStorage: Sendable {
    /// The target as the user wrote it, for messages (never with a secret).
    var name: String { get }

    /// The manifest the last finished deploy left in the target, unless it still is the version
    /// tagged `tag`.
    func fetchManifest(unlessTagged tag: String?) async throws -> DeployManifestFetch

    /// Every object of the site in the target.
    func listObjects() async throws -> [RemoteObject]

    /// Stores `contents` as `entry`'s object with its headers.
    func upload(_ entry: DeployEntry, contents: [UInt8]) async throws

    /// Deletes `keys`; returns those that could not be deleted and why.
    func delete(_ keys: [String]) async throws -> [DeployFailure]

    /// Stores `manifest` as the target's manifest; returns its tag.
    func saveManifest(_ manifest: DeployManifest) async throws -> String
}
