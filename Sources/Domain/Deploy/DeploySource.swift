/// The built site being deployed: its files and their bytes.
public protocol DeploySource: Sendable {
    /// Every file to publish (never a name starting with `.`).
    func files() throws -> [DeployFile]

    /// The site's fingerprint as it stands, or nil when the source cannot vouch for one (a
    /// deploy then compares the site with the target file by file).
    var fingerprint: DeploySiteFingerprint? { get }

    /// The bytes of the file at `key`.
    func contents(of key: String) throws -> [UInt8]
}
