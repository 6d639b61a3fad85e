/// Relative paths left where they lie in one block of bytes (a site manifest's text), each known
/// by its range: a list of tens of thousands of paths found in a millisecond, with no string made
/// of any of them until one is asked for (``string(at:)``).
public struct PackedPaths: Sendable {
    private let bytes: [UInt8]
    private let ranges: [Range<UInt32>]

    /// The paths at `ranges` of `bytes` (UTF-8), in that order; nil when a range lies outside
    /// `bytes`, or `bytes` are too many to be counted in 32 bits.
    public init?(in bytes: [UInt8], at ranges: [Range<UInt32>]) {
        guard bytes.count <= UInt32.max, ranges.allSatisfy({ $0.upperBound <= bytes.count }) else { return nil }
        self.bytes = bytes
        self.ranges = ranges
    }

    /// `paths`, each one's UTF-8 after the last.
    public init(_ paths: [String]) {
        var bytes: [UInt8] = []
        var ranges: [Range<UInt32>] = []
        ranges.reserveCapacity(paths.count)
        for path in paths {
            let start = UInt32(clamping: bytes.count)
            bytes.append(utf8Of: path)
            ranges.append(start..<UInt32(clamping: bytes.count))
        }
        self.init(bytes: bytes, ranges: ranges)
    }

    private init(bytes: [UInt8], ranges: [Range<UInt32>]) {
        self.bytes = bytes
        self.ranges = ranges
    }

    public var count: Int {
        ranges.count
    }

    /// `body` of the UTF-8 of the path at `position`.
    public func withPath<Result>(at position: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let range = ranges[position]
        return try bytes.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[Int(range.lowerBound)..<Int(range.upperBound)])) }
    }

    /// The path at `position`.
    public func string(at position: Int) -> String {
        withPath(at: position) { String(decoding: $0, as: UTF8.self) }
    }

    /// The list without `path` (wherever it is listed); the same list when `path` is not in it.
    /// Each path's length is compared first.
    public func removingAll(_ path: String) -> PackedPaths {
        let text = Array(path.utf8)
        let isPath = { (range: Range<UInt32>) in
            range.count == text.count && bytes[Int(range.lowerBound)..<Int(range.upperBound)].elementsEqual(text)
        }
        guard ranges.contains(where: isPath) else { return self }
        return PackedPaths(bytes: bytes, ranges: ranges.filter { !isPath($0) })
    }

    /// The paths at `positions`, in order.
    public func strings(at positions: Range<Int>) -> [String] {
        positions.map(string(at:))
    }

    /// Every path, in order. From ``halvesFrom`` paths, each half is made on its own core:
    /// making a string of each path, in memory not touched yet, is most of reading a manifest.
    public var strings: [String] {
        guard count >= Self.halvesFrom else { return strings(at: 0..<count) }
        return (0..<count).joinedFromHalves { strings(at: $0) }
    }

    static let halvesFrom = 4_096
}
