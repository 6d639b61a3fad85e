/// A response about to be sent: status, header fields and a body held in memory or in an open
/// file. Used on one connection's thread only.
struct StaticFileResponse {
    /// Where the body comes from.
    enum Body {
        case bytes([UInt8])
        case file(OpenFile)

        var count: Int {
            switch self {
            case .bytes(let bytes): return bytes.count
            case .file(let file): return file.size
            }
        }
    }

    var status: HTTPResponseStatus
    var headers: [(name: String, value: String)]
    var body: Body
    /// True for an answer to `HEAD`: the same header fields, no body bytes.
    var omitsBody = false

    /// The status line and header fields, `Content-Length`, `Date` and `Connection: close`
    /// included, ending with the blank line.
    func head() -> [UInt8] {
        var text = "HTTP/1.1 \(status.code) \(status.reasonPhrase)\r\n"
        for field in headers { text += "\(field.name): \(field.value)\r\n" }
        text += "Content-Length: \(body.count)\r\n"
        text += "Date: \(ResponseDate.now())\r\n"
        text += "Connection: close\r\n\r\n"
        return Array(text.utf8)
    }
}
