import Foundation

/// Unbuffered writes to standard output or standard error.
public struct ConsoleOutput: Sendable {
    /// The file descriptor written to.
    public let descriptor: Int32

    public static let standardOutput = ConsoleOutput(descriptor: 1)
    public static let standardError = ConsoleOutput(descriptor: 2)

    /// True when the stream is a terminal (progress bars, colours).
    public var isTerminal: Bool { isatty(descriptor) == 1 }

    public func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return
            }
            bytes = bytes.dropFirst(count)
        }
    }
}
