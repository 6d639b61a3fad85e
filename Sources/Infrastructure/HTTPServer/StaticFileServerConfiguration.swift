/// How a `StaticFileServer` listens and what it tolerates from a client.
public struct StaticFileServerConfiguration: Sendable {
    /// The folder served; resolved again on every request.
    public var root: String
    /// The port on 127.0.0.1; 0 lets the system pick a free one.
    public var port: UInt16
    /// The longest request head accepted (431 beyond).
    public var maxHeadBytes: Int = 8192
    /// How long a client has to send its whole request head, and how long one write may block.
    public var readTimeout: Duration = .seconds(10)
    /// Connections served at once; more get a 503 at once.
    public var maxConnections: Int = 32
    /// Connections the kernel queues before they are accepted.
    public var backlog: Int32 = 64

    public init(root: String, port: UInt16) {
        self.root = root
        self.port = port
    }
}
