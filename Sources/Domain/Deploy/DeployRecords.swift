/// What this machine knows one target holds, kept as each upload and delete completes, so that a
/// deploy stopped at any moment is finished by the next without sending again what arrived.
public protocol DeployRecords: Sendable {
    /// The objects recorded for the target, or nil when none ever were.
    func manifest() throws -> DeployManifest?

    /// The tag of the target's manifest when the records are known to equal it, else nil.
    func manifestTag() throws -> String?

    /// Records that the records equal the target's manifest of `tag`.
    func recordManifestTag(_ tag: String) throws

    /// Records that `entry` arrived (the records then no longer equal the target's manifest).
    func recordUploaded(_ entry: DeployEntry) throws

    /// Records that `keys` are gone.
    func recordDeleted(_ keys: [String]) throws

    /// Replaces what is recorded with `manifest`.
    func replace(with manifest: DeployManifest) throws
}
