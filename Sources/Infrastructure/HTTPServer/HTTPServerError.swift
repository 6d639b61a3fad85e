/// Why the server could not start listening.
public enum HTTPServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Another socket already listens on the port.
    case addressInUse(port: UInt16)
    /// The port needs privileges this process lacks (below 1024 on most systems).
    case permissionDenied(port: UInt16)
    /// A socket call failed: which step, and the system's reason.
    case socket(step: String, reason: String, code: Int32)

    public var description: String {
        switch self {
        case .addressInUse(let port):
            return "Port \(port) on 127.0.0.1 is already in use by another program (or another server)."
        case .permissionDenied(let port):
            return "Port \(port) on 127.0.0.1 needs privileges this process does not have; ports from 1024 up need none."
        case .socket(let step, let reason, _):
            return "Cannot \(step): \(reason)."
        }
    }
}
