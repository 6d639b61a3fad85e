/// Bytes appended in parts of about a megabyte (``partSize``), each allocated at its full size
/// once: a file of megabytes made this way is never copied to grow, and holds at most a part's
/// room more than its bytes (an array grown by appends has up to twice the room it needs, and
/// holds both while it grows).
public struct ByteParts: Sendable {
    /// The room each part is allocated with.
    public static let partSize = 1 << 20
    private var parts: [[UInt8]] = []
    private var current: [UInt8] = []

    public init() {}

    /// How many bytes have been appended.
    public var count: Int {
        parts.reduce(current.count) { $0 + $1.count }
    }

    public mutating func append(_ byte: UInt8) {
        makeRoom(for: 1)
        current.append(byte)
    }

    /// Appends `bytes`; an array of a part's size or more becomes a part of its own, without a copy.
    public mutating func append(contentsOf bytes: [UInt8]) {
        guard bytes.count < Self.partSize else {
            endPart()
            parts.append(bytes)
            return
        }
        makeRoom(for: bytes.count)
        current.append(contentsOf: bytes)
    }

    /// Appends `text`'s UTF-8 bytes.
    public mutating func append(contentsOf text: String.UTF8View) {
        makeRoom(for: text.count)
        current.append(contentsOf: text)
    }

    /// Every part, in order, and nothing left in the builder.
    public mutating func finish() -> [[UInt8]] {
        endPart()
        defer { parts = [] }
        return parts
    }

    private mutating func makeRoom(for count: Int) {
        guard current.count + count > current.capacity else { return }
        endPart()
        current.reserveCapacity(max(Self.partSize, count))
    }

    private mutating func endPart() {
        guard !current.isEmpty else { return }
        parts.append(current)
        current = []
    }
}
