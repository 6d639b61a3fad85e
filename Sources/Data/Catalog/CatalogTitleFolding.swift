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
        asciiFold(text) ?? unicodeFold(text)
    }

    /// ``fold(_:)`` for any text, through Foundation's folding and `Character`s.
    static func unicodeFold(_ text: String) -> (words: [String], joined: [String]) {
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

    /// ``fold(_:)`` on the bytes of an all-ASCII text (nearly every title; nil for any other),
    /// the same words as ``unicodeFold(_:)`` gives: in ASCII, folding is lowercasing `A`-`Z`, a
    /// letter or a digit is a byte, white space is a tab, a line break, a form feed or a space,
    /// and no letter of ``letters`` occurs. Ranking a search's matches folds every matching title,
    /// and through Foundation that was a third of a small site's build (callgrind).
    static func asciiFold(_ text: String) -> (words: [String], joined: [String])? {
        var text = text
        return text.withUTF8 { bytes -> (words: [String], joined: [String])? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            var words: [String] = []
            var joined: [String] = []
            var index = 0
            while index < bytes.count {
                while index < bytes.count, isASCIIWhitespace(bytes[index]) { index += 1 }
                let start = index
                while index < bytes.count, !isASCIIWhitespace(bytes[index]) { index += 1 }
                let chunk = UnsafeBufferPointer(rebasing: bytes[start..<index])
                let parts = asciiParts(of: chunk)
                guard !parts.isEmpty else { continue }
                if parts.count > 1, parts.allSatisfy({ $0.utf8.count == 1 && isASCIILetter($0.utf8.first ?? 0) }), chunk.contains(UInt8(ascii: ".")),
                   chunk.allSatisfy({ isASCIILetter($0) || asciiAbbreviationMarks.contains($0) }) {
                    words.append(parts.joined())
                    continue
                }
                for part in parts {
                    words.append(number(part, after: words.last) ?? part)
                }
                if parts.count > 1, chunk.allSatisfy({ isASCIILetter($0) || isASCIIDigit($0) || asciiJoiners.contains($0) }) {
                    joined.append(parts.joined())
                }
            }
            return (words, joined)
        }
    }

    /// The runs of letters and digits of `chunk`, lowercased.
    private static func asciiParts(of chunk: UnsafeBufferPointer<UInt8>) -> [String] {
        var parts: [String] = []
        var index = 0
        while index < chunk.count {
            while index < chunk.count, !(isASCIILetter(chunk[index]) || isASCIIDigit(chunk[index])) { index += 1 }
            let start = index
            while index < chunk.count, isASCIILetter(chunk[index]) || isASCIIDigit(chunk[index]) { index += 1 }
            guard start < index else { continue }
            parts.append(String(unsafeUninitializedCapacity: index - start) { buffer in
                for offset in start..<index {
                    let byte = chunk[offset]
                    buffer[offset - start] = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
                }
                return index - start
            })
        }
        return parts
    }

    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    private static func isASCIIDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte)
    }

    /// ``joiners`` that are ASCII: `-`, `'` and `/`.
    private static let asciiJoiners: [UInt8] = [0x2D, 0x27, 0x2F]
    /// Besides letters, what a dotted abbreviation may hold: `.`, `,`, `:` and `;`.
    private static let asciiAbbreviationMarks: [UInt8] = [0x2E, 0x2C, 0x3A, 0x3B]

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
        // No numeral or number word is longer than `seventeen` or starts with a digit.
        guard word.utf8.count <= 9, let first = word.utf8.first, !(0x30...0x39).contains(first) else { return nil }
        // Numerals are made of i, v and x only: other words skip those two lookups.
        if word.utf8.allSatisfy({ $0 == 0x69 || $0 == 0x76 || $0 == 0x78 }) {
            if let value = romanNumerals[word] { return String(value) }
            if let value = lowNumerals[word], let previous, numberedWords.contains(previous) { return String(value) }
        }
        return numberWords[word].map { String($0) }
    }

    /// What joins the parts of one word: hyphens, apostrophes, middle dots, a slash.
    private static let joiners: Set<Character> = ["-", "‐", "‑", "'", "’", "·", "•", "/"]

    /// I, V and X: numerals only after one of ``numberedWords``.
    private static let lowNumerals: [String: Int] = ["i": 1, "v": 5, "x": 10]
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
