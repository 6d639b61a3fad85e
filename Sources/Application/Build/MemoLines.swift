/// The lines of the build memo's long sections (site paths, published files, page digests),
/// split on their bytes: splitting by `Character` walked every grapheme of texts of several
/// megabytes, which was a third of what keeping a site unchanged costs (callgrind).
enum MemoLines {
    /// `text` cut at each line feed, as `text.split(separator: "\n", omittingEmptySubsequences:)`
    /// cuts it. A line feed always ends a grapheme unless a carriage return comes before it, so
    /// the byte split is the same; a text holding a carriage return is split by `Character`.
    static func split(_ text: Substring, omittingEmpty: Bool = true) -> [Substring] {
        guard !text.utf8.contains(0x0D) else { return text.split(separator: "\n", omittingEmptySubsequences: omittingEmpty) }
        return text.utf8.split(separator: 0x0A, omittingEmptySubsequences: omittingEmpty).map(Substring.init)
    }
}
