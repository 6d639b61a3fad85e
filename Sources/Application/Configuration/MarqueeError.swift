/// A run that cannot go on: what went wrong, in words a person can act on, and the exit code.
public struct MarqueeError: Error, Sendable, CustomStringConvertible {
    public let exitCode: MarqueeExitCode
    public let message: String

    public init(_ exitCode: MarqueeExitCode, _ message: String) {
        self.exitCode = exitCode
        self.message = message
    }

    public var description: String { message }
}
