/// What a page shows instead of a poster the source does not have: the title's initials on a
/// colour of the movie's own, the same for the same movie on every machine and in every build.
public struct PosterPlaceholderViewModel: Sendable, Hashable {
    /// The first letters of the title's first and last words, minor words left out when there
    /// are others: `LR` for The Lord of the Rings, `T2` for Toy Story 2, `A` for Amélie.
    public let initials: String
    /// A hue in degrees, `0..<360`, derived from the movie's id.
    public let hue: Int

    public init(title: String, id: String) {
        initials = Self.initials(of: title)
        hue = Int(Self.hash(id) % 360)
    }

    /// Words that do not make good initials when the title has others.
    private static let minorWords: Set<String> = ["a", "an", "and", "at", "in", "of", "on", "the", "to"]

    private static func initials(of title: String) -> String {
        if title.utf8.allSatisfy({ $0 < 0x80 }) { return asciiInitials(of: title) }
        let words = title.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        let major = words.filter { !minorWords.contains($0.lowercased()) }
        let candidates = major.isEmpty ? words : major
        let chosen = candidates.count > 1 ? [candidates[0], candidates[candidates.count - 1]] : candidates
        let initials = chosen.compactMap(\.first).map { String($0).uppercased() }.joined()
        return initials.isEmpty ? "?" : initials
    }

    /// ``minorWords``, each as its bytes packed into an integer (at most three bytes each).
    private static let packedMinorWords: Set<UInt32> = Set(minorWords.map { $0.utf8.reduce(0) { $0 << 8 | UInt32($1) } })

    /// The initials of an ASCII title by the same rule, read off its bytes: the runs of ASCII
    /// letters and digits are its words, and no string is made for any of them (every list item
    /// of a build has a placeholder).
    private static func asciiInitials(of title: String) -> String {
        var words = 0, firstWord: UInt8 = 0, lastWord: UInt8 = 0
        var majors = 0, firstMajor: UInt8 = 0, lastMajor: UInt8 = 0
        var length = 0, start: UInt8 = 0, packed: UInt32 = 0
        func endWord() {
            guard length > 0 else { return }
            words += 1
            if words == 1 { firstWord = start }
            lastWord = start
            if length > 3 || !packedMinorWords.contains(packed) {
                majors += 1
                if majors == 1 { firstMajor = start }
                lastMajor = start
            }
            length = 0
            packed = 0
        }
        for byte in title.utf8 {
            // Setting 0x20 lowercases a letter and leaves a digit as it is.
            let lower = byte | 0x20
            if (byte >= 0x30 && byte <= 0x39) || (lower >= 0x61 && lower <= 0x7A) {
                if length == 0 { start = byte }
                if length < 3 { packed = packed << 8 | UInt32(lower) }
                length += 1
            } else {
                endWord()
            }
        }
        endWord()
        let (count, first, last) = majors > 0 ? (majors, firstMajor, lastMajor) : (words, firstWord, lastWord)
        let upper = { (byte: UInt8) in byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte }
        switch count {
        case 0: return "?"
        case 1: return String(decoding: [upper(first)], as: UTF8.self)
        default: return String(decoding: [upper(first), upper(last)], as: UTF8.self)
        }
    }

    /// 32-bit FNV-1a: stable across runs and machines, unlike `Hasher`.
    private static func hash(_ text: String) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash &*= 0x0100_0193
        }
        return hash
    }
}
