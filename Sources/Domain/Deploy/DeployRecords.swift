/// What this machine knows one target holds, kept as each upload and delete completes, so that a
/// deploy stopped at any moment is finished by the next without sending again what arrived.
public protocol DeployRecords: Sendable {
    /// The objects recorded for the target, or nil when none ever were.
    func manifest() throws -> DeployManifest?

    /// The tag of the target's manifest when the records are known to equal it, else nil.
    func manifestTag() throws -> String?

    /// The fingerprint of the site the target's manifest of ``manifestTag()`` was made from, when
    /// known.
    func siteFingerprint() throws -> String?

    /// Records that the records equal the target's manifest of `tag`, made from the site of
    /// fingerprint `site` when known. Any later change of the records forgets both.
    func recordManifestTag(_ tag: String, site: String?) throws

    /// Records that `entry` arrived (the records then no longer equal the target's manifest).
    func recordUploaded(_ entry: DeployEntry) throws

    /// Records that `keys` are gone.
    func recordDeleted(_ keys: [String]) throws

    /// Replaces what is recorded with `manifest`.
    func replace(with manifest: DeployManifest) throws
}
