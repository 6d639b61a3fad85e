/// A string table file that cannot be read.
public struct StringTableError: Error, Sendable, Equatable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let reason: String

    public init(file: String, line: Int, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    public var description: String { "\(file), line \(line): \(reason)" }
}
