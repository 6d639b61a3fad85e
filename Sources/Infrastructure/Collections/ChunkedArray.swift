/// A list that grows a chunk of ``chunkSize`` elements at a time and never moves what it holds:
/// for a long list made one element at a time (one a page of a site), where an array that
/// doubles its room holds up to twice what it needs, and both its old and new room while it
/// grows.
///
/// Inlinable, so that each user gets a copy made for its element type: unspecialized, adding an
/// element (one a page kept) cost over a thousand instructions.
public struct ChunkedArray<Element>: RandomAccessCollection {
    /// How many elements a chunk holds.
    @inlinable
    public static var chunkSize: Int { 1 << chunkShift }
    @usableFromInline
    static var chunkShift: Int { 12 }

    @usableFromInline
    var chunks: [[Element]] = []
    /// How many elements it holds.
    @inlinable
    public var count: Int { elementCount }
    @usableFromInline
    var elementCount = 0

    /// An empty list.
    @inlinable
    public init() {}

    /// Adds `element` at the end, in a new chunk when the last one is full.
    @inlinable
    public mutating func append(_ element: Element) {
        if count & (Self.chunkSize - 1) == 0 {
            var chunk: [Element] = []
            chunk.reserveCapacity(Self.chunkSize)
            chunks.append(chunk)
        }
        chunks[chunks.count - 1].append(element)
        elementCount += 1
    }

    @inlinable
    public var startIndex: Int { 0 }
    @inlinable
    public var endIndex: Int { count }

    /// The element at `position`, which must be below ``count``.
    @inlinable
    public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "index out of range")
        return chunks[position >> Self.chunkShift][position & (Self.chunkSize - 1)]
    }
}

extension ChunkedArray: Sendable where Element: Sendable {}
