/// A list that grows a chunk of ``chunkSize`` elements at a time and never moves what it holds:
/// for a long list made one element at a time (one a page of a site), where an array that
/// doubles its room holds up to twice what it needs, and both its old and new room while it
/// grows.
public struct ChunkedArray<Element>: RandomAccessCollection {
    /// How many elements a chunk holds.
    public static var chunkSize: Int { 1 << chunkShift }
    private static var chunkShift: Int { 12 }

    private var chunks: [[Element]] = []
    public private(set) var count = 0

    /// An empty list.
    public init() {}

    /// Adds `element` at the end, in a new chunk when the last one is full.
    public mutating func append(_ element: Element) {
        if count & (Self.chunkSize - 1) == 0 {
            var chunk: [Element] = []
            chunk.reserveCapacity(Self.chunkSize)
            chunks.append(chunk)
        }
        chunks[chunks.count - 1].append(element)
        count += 1
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    /// The element at `position`, which must be below ``count``.
    public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "index out of range")
        return chunks[position >> Self.chunkShift][position & (Self.chunkSize - 1)]
    }
}

extension ChunkedArray: Sendable where Element: Sendable {}
