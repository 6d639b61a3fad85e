/// The headers an object is served with.
public struct DeployHeaders: Sendable, Hashable {
    public let contentType: String
    public let cacheControl: String

    public init(contentType: String, cacheControl: String) {
        self.contentType = contentType
        self.cacheControl = cacheControl
    }
}
