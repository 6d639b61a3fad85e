import Data
import Foundation

/// An independent reading of catalog.tsv's titles, to check search results against: Foundation's
/// case and diacritic folding instead of SQLite's tokenizer.
struct CatalogTitleOracle: Sendable {
    struct Entry: Sendable {
        let id: String
        let title: String
        let words: Set<String>
    }

    let entries: [Entry]

    /// The oracle over the embedded catalog.tsv, read once.
    static func shared() throws -> CatalogTitleOracle {
        try loaded.get()
    }

    private static let loaded = Result { () throws -> CatalogTitleOracle in
        let text = String(decoding: CatalogResource.embeddedBytes, as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        let header = lines.removeFirst().split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard let idColumn = header.firstIndex(of: "id"), let titleColumn = header.firstIndex(of: "title") else {
            throw CocoaError(.fileReadCorruptFile)
        }
        let entries = lines.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            let title = String(fields[titleColumn])
            return Entry(id: String(fields[idColumn]), title: title, words: Set(words(in: title)))
        }
        return CatalogTitleOracle(entries: entries)
    }

    static func words(in text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split(whereSeparator: { !($0.isLetter || $0.isNumber) })
            .map(String.init)
    }

    /// The films whose title contains every word of `query`.
    func matches(_ query: String) -> [Entry] {
        let wanted = Self.words(in: query)
        guard !wanted.isEmpty else { return [] }
        return entries.filter { entry in wanted.allSatisfy(entry.words.contains) }
    }
}
