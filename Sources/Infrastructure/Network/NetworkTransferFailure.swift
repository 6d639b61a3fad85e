/// Why a ``NetworkSession`` got no answer, sorted for messages (the transport's own text is not
/// kept: it may quote the URL and with it the credential).
public struct NetworkTransferFailure: Error, Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case timedOut
        case cancelled
        case badURL
        /// A header holds a line break, which would end it early; nothing was sent.
        case badHeader
        case hostNotFound
        case connectionRefused
        case connectionLost
        case secureConnectionFailed
        case badResponse
        case outOfMemory
        case other
    }

    public let kind: Kind
    /// The transport's own code (libcurl's `CURLcode`), for reports.
    public let code: Int

    public init(_ kind: Kind, code: Int = 0) {
        self.kind = kind
        self.code = code
    }
}
