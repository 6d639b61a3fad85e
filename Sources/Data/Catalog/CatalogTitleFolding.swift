import Foundation

/// The words of a title or a query as the catalog's search compares them, so that people find a
/// film however they write it: case and accents fold away (`Amélie` is `amelie`, `Léon` is
/// `leon`, `ø` is `o`); letters joined by dots are one word (`E.T.` is `et`, `L.A.` is `la`);
/// words joined by punctuation are also one word (`WALL·E` and `wall-e` are `wall e` and `walle`,
/// `Ocean's` is also `oceans`, `Face/Off` also `faceoff`); Roman numerals II to XX and number words two to twenty are
/// digits (`Part II` and `part 2`, `Eleven` and `11`), and I, V and X are only after `part`,
/// `chapter`, `episode`, `vol` or `volume` (`Episode IV` is `episode 4`, but `X-Men` stays `x`).
/// Titles are folded when the catalog is loaded and queries when they are searched.
enum CatalogTitleFolding {
    /// The folded words of `text`, in order: each word as it reads, then the joined forms.
    static func words(_ text: String) -> [String] {
        let (words, joined) = fold(text)
        return words + joined.filter { !words.contains($0) }
    }

    /// The words a person reads: ``words(_:)`` without the joined forms.
    static func readingWords(_ text: String) -> [String] {
        fold(text).words
    }

    private static func fold(_ text: String) -> (words: [String], joined: [String]) {
        var words: [String] = []
        var joined: [String] = []
        for chunk in chunks(of: text) {
            let parts = chunk.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
            guard !parts.isEmpty else { continue }
            if isDottedAbbreviation(chunk, parts: parts) {
                words.append(parts.joined())
                continue
            }
            for part in parts {
                words.append(number(part, after: words.last) ?? part)
            }
            if parts.count > 1, chunk.allSatisfy({ $0.isLetter || $0.isNumber || joiners.contains($0) }) {
                joined.append(parts.joined())
            }
        }
        return (words, joined)
    }

    /// `text` lowercased, without accents, cut at white space.
    private static func chunks(of text: String) -> [Substring] {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        var plain = ""
        plain.reserveCapacity(folded.utf8.count)
        for character in folded {
            if let letters = letters[character] { plain += letters } else { plain.append(character) }
        }
        return plain.split(whereSeparator: \.isWhitespace)
    }

    /// `E.T.`, `L.A.`: single letters, each followed by a dot.
    private static func isDottedAbbreviation(_ chunk: Substring, parts: [String]) -> Bool {
        parts.count > 1 && parts.allSatisfy { $0.count == 1 && $0.first?.isLetter == true } && chunk.contains(".")
            && !chunk.contains(where: { !($0.isLetter || $0 == "." || $0 == "," || $0 == ":" || $0 == ";") })
    }

    private static func number(_ word: String, after previous: String?) -> String? {
        if let value = romanNumerals[word] { return String(value) }
        if let value = ["i": 1, "v": 5, "x": 10][word], let previous, numberedWords.contains(previous) { return String(value) }
        if let value = numberWords[word] { return String(value) }
        return nil
    }

    /// What joins the parts of one word: hyphens, apostrophes, middle dots, a slash.
    private static let joiners: Set<Character> = ["-", "‐", "‑", "'", "’", "·", "•", "/"]

    private static let numberedWords: Set<String> = ["part", "chapter", "episode", "vol", "volume"]
    private static let romanNumerals: [String: Int] = [
        "ii": 2, "iii": 3, "iv": 4, "vi": 6, "vii": 7, "viii": 8, "ix": 9, "xi": 11, "xii": 12, "xiii": 13,
        "xiv": 14, "xv": 15, "xvi": 16, "xvii": 17, "xviii": 18, "xix": 19, "xx": 20,
    ]
    private static let numberWords: [String: Int] = [
        "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
        "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
        "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
    ]
    /// Letters that carry their own mark, which folding accents leaves alone.
    private static let letters: [Character: String] = [
        "ø": "o", "æ": "ae", "œ": "oe", "ß": "ss", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i",
    ]
}
