/// One object as a deploy manifest records it: the file and the headers it was sent with. Two
/// entries that differ in anything, a header included, mean the object must be sent again.
public struct DeployEntry: Sendable, Hashable {
    public let file: DeployFile
    public let headers: DeployHeaders

    public init(file: DeployFile, headers: DeployHeaders) {
        self.file = file
        self.headers = headers
    }

    public var key: String { file.key }
}
