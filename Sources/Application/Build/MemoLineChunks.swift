/// Lines joined by line feeds, as `lines.joined(separator: "\n")` joins them, handed out a chunk
/// of about ``chunkBytes`` at a time: the build memo of a large site is tens of megabytes, which
/// the build writes to the state database a part at a time instead of holding it whole.
struct MemoLineChunks<Lines: Sequence<String>>: Sequence, IteratorProtocol {
    /// About the size of each chunk: the size of a part of the stored memo.
    static var chunkBytes: Int { 1 << 20 }

    private var lines: Lines.Iterator
    private var isFirstLine = true

    init(_ lines: Lines) {
        self.lines = lines.makeIterator()
    }

    mutating func next() -> String? {
        var chunk = ""
        while chunk.utf8.count < Self.chunkBytes, let line = lines.next() {
            if !isFirstLine { chunk += "\n" }
            isFirstLine = false
            chunk += line
        }
        // Empty only when no line is left: a line feed joins any line after the first.
        return chunk.isEmpty ? nil : chunk
    }
}
