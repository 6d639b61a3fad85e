import Foundation

/// How the embedded catalog orders the films that match a search: text first, then what the
/// catalog knows of each film, in one score.
///
/// - **Text**: 2.0 when the title is the searched words (a leading "The", "A" or "An" left out on
///   either side), else 0.5 when it starts with them; plus coverage, the share of the title's
///   words that were searched (1.0 for an exact title).
/// - **Popularity**: log10(1 + critics' reviews) / 2.6, plus 0.5 × log10(1 + box office) / 9,
///   plus rating / 10 (each about 1 at most).
/// - **Original**: 0.2 for the earliest film among those whose titles start with the searched
///   words (the original before its remake or sequels, when the words match them equally).
///
/// A title that is exactly the searched words is never put below one that is not, however
/// popular. Ties go to the older film, then the lower id, so equal inputs always give equal pages.
public struct CatalogRanking: Sendable {
    /// What the catalog knows of a matching film.
    public struct Candidate: Sendable {
        public let id: Int64
        public let title: String
        public let year: Int?
        public let reviews: Int?
        public let boxOffice: Double?
        public let rating: Double?
        /// ``CatalogRanking/rankingTitle(_:)`` of `title`, when the catalog keeps it (it is
        /// worked out from `title` otherwise).
        public var rankingTitle: String? = nil
    }

    /// Why a film is where it is.
    public struct Signals: Sendable, Equatable {
        public enum TextMatch: String, Sendable {
            case exact = "exact title"
            case prefix = "title starts with the words"
            case words = "words in the title"
        }

        public let id: Int64
        public let title: String
        public let year: Int?
        public let textMatch: TextMatch
        public let text: Double
        public let coverage: Double
        public let reviews: Double
        public let boxOffice: Double
        public let rating: Double
        public let original: Double

        public var score: Double { text + coverage + reviews + boxOffice + rating + original }
    }

    /// The searched words as ``rankingTitle(_:)`` gives them, and how many there are.
    private let queryTitle: String
    private let queryWordCount: Int

    /// - Parameter query: the words searched, as typed.
    public init(query: String) {
        let words = Self.withoutArticle(CatalogTitleFolding.readingWords(query))
        queryTitle = words.joined(separator: " ")
        queryWordCount = words.count
    }

    /// A title's words as a person reads them (``CatalogTitleFolding/readingWords(_:)``) without
    /// a leading "The", "A" or "An", one space apart: what ranking compares with the searched
    /// words. The catalog keeps it for every film, since folding every matching title on each
    /// search was a tenth of a small site's build (callgrind).
    static func rankingTitle(_ title: String) -> String {
        rankingTitle(readingWords: CatalogTitleFolding.readingWords(title))
    }

    /// ``rankingTitle(_:)`` of a title already folded into its reading words.
    static func rankingTitle(readingWords: [String]) -> String {
        withoutArticle(readingWords).joined(separator: " ")
    }

    /// The candidates' signals, best first.
    public func rank(_ candidates: [Candidate]) -> [Signals] {
        var signals = candidates.map(signals(of:))
        let originals = signals.filter { $0.textMatch != .words }
        if let earliest = originals.min(by: { ($0.year ?? Int.max, $0.id) < ($1.year ?? Int.max, $1.id) }),
           originals.contains(where: { $0.id != earliest.id }),
           let index = signals.firstIndex(where: { $0.id == earliest.id }) {
            signals[index] = signals[index].withOriginal(Self.originalBonus)
        }
        // Sorted as small keys, not as the signals themselves (each holds a title): moving and
        // scoring those in every comparison was a third of ranking a common word's matches.
        let keys = signals.indices.map { index in
            let signal = signals[index]
            return SortKey(exact: signal.textMatch == .exact, score: signal.score, year: signal.year ?? Int.max, id: signal.id, index: index)
        }
        return keys.sorted().map { signals[$0.index] }
    }

    /// Where a film goes: exact titles first, then the higher score, the older film, the lower id.
    private struct SortKey: Comparable {
        let exact: Bool
        let score: Double
        let year: Int
        let id: Int64
        let index: Int

        static func < (a: SortKey, b: SortKey) -> Bool {
            if a.exact != b.exact { return a.exact }
            if a.score != b.score { return a.score > b.score }
            if a.year != b.year { return a.year < b.year }
            return a.id < b.id
        }

        static func == (a: SortKey, b: SortKey) -> Bool {
            !(a < b) && !(b < a)
        }
    }

    static let originalBonus = 0.2

    private func signals(of candidate: Candidate) -> Signals {
        let (match, titleWordCount) = textMatch(candidate.rankingTitle ?? Self.rankingTitle(candidate.title))
        return Signals(
            id: candidate.id, title: candidate.title, year: candidate.year, textMatch: match,
            text: match == .exact ? 2.0 : match == .prefix ? 0.5 : 0,
            coverage: titleWordCount == 0 ? 0 : min(1, Double(queryWordCount) / Double(titleWordCount)),
            reviews: log10(1 + Double(max(0, candidate.reviews ?? 0))) / 2.6,
            boxOffice: 0.5 * log10(1 + max(0, candidate.boxOffice ?? 0)) / 9,
            rating: max(0, candidate.rating ?? 0) / 10,
            original: 0
        )
    }

    /// How a ranking title reads against the searched words (the same words; starting with
    /// them, word for word; or neither), and how many words it has. Words hold no spaces, so
    /// comparing the texts compares the words.
    private func textMatch(_ title: String) -> (match: Signals.TextMatch, wordCount: Int) {
        let title = title.utf8
        let query = queryTitle.utf8
        let wordCount = title.isEmpty ? 0 : title.reduce(1) { $1 == 0x20 ? $0 + 1 : $0 }
        if title.elementsEqual(query) { return (.exact, wordCount) }
        if !query.isEmpty, title.count > query.count, title.starts(with: query),
           title[title.index(title.startIndex, offsetBy: query.count)] == 0x20 {
            return (.prefix, wordCount)
        }
        return (.words, wordCount)
    }

    private static func withoutArticle(_ words: [String]) -> [String] {
        words.count > 1 && ["the", "a", "an"].contains(words[0]) ? Array(words.dropFirst()) : words
    }
}

extension CatalogRanking.Signals {
    func withOriginal(_ bonus: Double) -> Self {
        Self(id: id, title: title, year: year, textMatch: textMatch, text: text, coverage: coverage,
             reviews: reviews, boxOffice: boxOffice, rating: rating, original: bonus)
    }
}
