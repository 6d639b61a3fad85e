/// How a ``PreviewServer`` listens and what it tolerates from a client.
public struct PreviewServerConfiguration: Sendable {
    /// The folder served; resolved again on every request.
    public var root: String
    /// The port on 127.0.0.1; 0 lets the system pick a free one.
    public var port: UInt16
    /// The longest header field and the longest header list accepted; a bigger request head is
    /// refused and its connection closed.
    public var maxHeadBytes = 8192
    /// How long a connection may stay open without a request before it is closed.
    public var idleTimeout: Duration = .seconds(30)
    /// Whether HTML pages get the live-reload script (see ``LiveReload``).
    public var liveReload = true

    public init(root: String, port: UInt16) {
        self.root = root
        self.port = port
    }
}
