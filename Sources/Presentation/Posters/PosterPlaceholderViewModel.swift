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
        let words = title.utf8.allSatisfy { $0 < 0x80 } ? asciiWords(of: title) : title.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        let major = words.filter { !minorWords.contains($0.lowercased()) }
        let candidates = major.isEmpty ? words : major
        let chosen = candidates.count > 1 ? [candidates[0], candidates[candidates.count - 1]] : candidates
        let initials = chosen.compactMap(\.first).map { String($0).uppercased() }.joined()
        return initials.isEmpty ? "?" : initials
    }

    /// The runs of ASCII letters and digits of an ASCII title: what the general split gives for
    /// it, without looking up Unicode properties character by character.
    private static func asciiWords(of title: String) -> [String] {
        var words: [String] = []
        var start: String.UTF8View.Index?
        let utf8 = title.utf8
        for index in utf8.indices {
            let byte = utf8[index]
            let isWordByte = (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
            if isWordByte {
                if start == nil { start = index }
            } else if let begin = start {
                words.append(String(title[begin..<index]))
                start = nil
            }
        }
        if let begin = start { words.append(String(title[begin...])) }
        return words
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
