import Infrastructure

/// The lines of the build memo's long sections (site paths, published files, page digests), and
/// the words of its queries' film ids and paths, split on their bytes: splitting by `Character`
/// walked every grapheme of texts of several megabytes, which was a third of what keeping a site
/// unchanged costs (callgrind), and walking `Substring.UTF8View` a byte at a time still cost a few
/// per cent of a one-query rebuild, so the text's bytes are searched with `memchr`, in place.
enum MemoLines {
    /// `text` cut at each line feed, as `text.split(separator: "\n", omittingEmptySubsequences:)`
    /// cuts it. A line feed always ends a grapheme unless a carriage return comes before it, so
    /// the byte split is the same; a text holding a carriage return is split by `Character`.
    static func split(_ text: Substring, omittingEmpty: Bool = true) -> [Substring] {
        guard offsets(of: 0x0D, in: text, limit: 1).isEmpty else {
            return text.split(separator: "\n", omittingEmptySubsequences: omittingEmpty)
        }
        return pieces(of: text, apartBy: 0x0A, omittingEmpty: omittingEmpty)
    }

    /// `text` cut at each space, empty pieces left out: the texts that were joined with spaces,
    /// when none was empty or held a space. Splitting by `Character` would not give them back
    /// where one starts with a combining mark, and walking 30,000 film ids' graphemes was a
    /// seventh of what keeping a site unchanged costs (callgrind).
    static func words(_ text: Substring) -> [Substring] {
        pieces(of: text, apartBy: 0x20, omittingEmpty: true)
    }

    private static func pieces(of text: Substring, apartBy byte: UInt8, omittingEmpty: Bool) -> [Substring] {
        let utf8 = text.utf8
        let marks = offsets(of: byte, in: text)
        var pieces: [Substring] = []
        pieces.reserveCapacity(marks.count + 1)
        var start = utf8.startIndex
        var startOffset = 0
        for offset in marks + [utf8.count] {
            let end = utf8.index(start, offsetBy: offset - startOffset)
            if !omittingEmpty || end > start { pieces.append(Substring(utf8[start..<end])) }
            guard end < utf8.endIndex else { break }
            start = utf8.index(after: end)
            startOffset = offset + 1
        }
        return pieces
    }

    /// The offsets of `byte` in `text`'s UTF-8, in order, at most `limit` of them.
    static func offsets(of byte: UInt8, in text: Substring, limit: Int = .max) -> [Int] {
        text.utf8.withContiguousStorageIfAvailable { offsets(of: byte, in: UnsafeRawBufferPointer($0), limit: limit) }
            ?? Array(text.utf8).withUnsafeBytes { offsets(of: byte, in: $0, limit: limit) }
    }

    private static func offsets(of byte: UInt8, in bytes: UnsafeRawBufferPointer, limit: Int) -> [Int] {
        var offsets: [Int] = []
        var offset = 0
        while offsets.count < limit, let position = bytes.offset(of: byte, from: offset) {
            offsets.append(position)
            offset = position + 1
        }
        return offsets
    }
}
