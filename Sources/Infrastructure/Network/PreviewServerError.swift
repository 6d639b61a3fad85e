/// Why the preview server of `marquee serve` could not start: the PreviewServer target throws it,
/// and Application turns it into advice without depending on the server.
public enum PreviewServerError: Error, CustomStringConvertible, Equatable {
    /// Another socket listens on the port.
    case addressInUse(port: UInt16)
    /// The system refused the port (a privileged one, say).
    case permissionDenied(port: UInt16)
    /// Anything else, with the system's words.
    case cannotListen(port: UInt16, reason: String)

    public var description: String {
        switch self {
        case .addressInUse(let port): return "Port \(port) on 127.0.0.1 is already in use."
        case .permissionDenied(let port): return "Not allowed to listen on port \(port) of 127.0.0.1."
        case .cannotListen(let port, let reason): return "Cannot listen on port \(port) of 127.0.0.1: \(reason)."
        }
    }
}
