/// The built site being deployed: its files and their bytes.
public protocol DeploySource: Sendable {
    /// Every file to publish (never a name starting with `.`).
    func files() throws -> [DeployFile]

    /// The bytes of the file at `key`.
    func contents(of key: String) throws -> [UInt8]
}
