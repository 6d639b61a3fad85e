/// The words of a search, folded as the catalog's titles are (``CatalogTitleFolding``), and the
/// FTS5 query that requires all of them.
///
/// A word is a run of letters and digits; everything else separates words, so nothing the user
/// types can reach FTS5 as syntax: `star OR wars` is the three words "star", "or" and "wars".
struct CatalogSearchTerms: Hashable {
    let words: [String]

    init(_ query: String) {
        words = CatalogTitleFolding.words(query)
    }

    /// Each word as a quoted FTS5 string, joined with AND; nil when there are no words.
    var matchExpression: String? {
        guard !words.isEmpty else { return nil }
        return words
            .map { "\"" + $0.replacing("\"", with: "\"\"") + "\"" }
            .joined(separator: " AND ")
    }
}
