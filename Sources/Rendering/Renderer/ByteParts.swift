import Infrastructure

/// Bytes appended in parts of about a megabyte (``partSize``), each allocated at its full size
/// once: a file of megabytes made this way is never copied to grow, and holds at most a part's
/// room more than its bytes (an array grown by appends has up to twice the room it needs, and
/// holds both while it grows). Spooled (``init(spoolingTo:)``), only the part being filled is
/// held: the others go to a temporary file as they fill.
public struct ByteParts: Sendable {
    /// The room each part is allocated with.
    public static let partSize = 1 << 20
    private var parts: [[UInt8]] = []
    private var current: [UInt8] = []
    /// Where full parts go instead of `parts`, when spooled.
    private let spool: ByteSpool?

    /// Bytes held in memory.
    public init() {
        spool = nil
    }

    /// Bytes whose parts are appended to `spool` as they fill.
    public init(spoolingTo spool: ByteSpool) {
        self.spool = spool
    }

    /// How many bytes have been appended.
    public var count: Int {
        parts.reduce(current.count + (spool?.count ?? 0)) { $0 + $1.count }
    }

    public mutating func append(_ byte: UInt8) {
        makeRoom(for: 1)
        current.append(byte)
    }

    /// Appends `bytes`; an array of a part's size or more becomes a part of its own, without a copy.
    public mutating func append(contentsOf bytes: [UInt8]) {
        guard bytes.count < Self.partSize else {
            endPart()
            if let spool { spool.append(bytes) } else { parts.append(bytes) }
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

    /// The bytes appended, in parts or in their spool, and nothing left in the builder.
    public mutating func finish() -> RenderedFile.Bytes {
        endPart()
        current = []
        if let spool { return .spooled(spool) }
        defer { parts = [] }
        return .parts(parts)
    }

    private mutating func makeRoom(for count: Int) {
        guard current.count + count > current.capacity else { return }
        endPart()
        current.reserveCapacity(max(Self.partSize, count))
    }

    private mutating func endPart() {
        guard !current.isEmpty else { return }
        guard let spool else {
            parts.append(current)
            current = []
            return
        }
        // The part's room is used again for the next one.
        spool.append(current)
        current.removeAll(keepingCapacity: true)
    }
}
