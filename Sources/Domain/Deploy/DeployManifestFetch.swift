/// What fetching a target's manifest found. The tag identifies one version of the manifest
/// (its MD5, S3's ETag), so an unchanged manifest is not downloaded again.
public enum DeployManifestFetch: Sendable, Hashable {
    /// The manifest is still the version of the tag asked about.
    case unchanged
    case found(DeployManifest, tag: String)
    /// There is none, or it cannot be read (the target is then listed).
    case missing
}
