/// A language tag for which Marquee has no string table, not even for a parent.
public struct UnsupportedLanguage: Error, Sendable, Equatable, CustomStringConvertible {
    public let tag: String
    /// The tags of the shipped tables.
    public let shipped: [String]

    public init(tag: String, shipped: [String]) {
        self.tag = tag
        self.shipped = shipped
    }

    public var description: String {
        "Marquee has no interface in \(tag) (nor in a parent language); it ships: \(shipped.joined(separator: ", "))."
    }
}
