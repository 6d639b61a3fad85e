import Foundation

/// How a recent query is written and compared: the text trimmed of surrounding whitespace, and a
/// key that ignores case and Unicode normalization differences.
struct RecentQueryKey: Hashable {
    /// The query as it will be shown.
    let text: String
    /// Equal for queries that count as the same search.
    let normalized: String

    /// Nil for a blank query.
    init?(_ query: String) {
        let text = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return nil }
        self.text = text
        self.normalized = text.precomposedStringWithCanonicalMapping.lowercased()
    }
}
