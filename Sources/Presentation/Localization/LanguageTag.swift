/// A BCP 47 language tag such as `en`, `es-MX`, `ko` or `pt-BR`, in its canonical case
/// (language lowercase, script titlecase, region uppercase).
public struct LanguageTag: Sendable, Hashable, CustomStringConvertible {
    /// The subtags, e.g. `["es", "MX"]`.
    public let subtags: [String]

    /// Parses `text` (`-` or `_` between subtags); nil when it is not a well-formed tag: a
    /// language of 2 to 8 letters, then subtags of 1 to 8 letters or digits.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let first = parts.first, (2...8).contains(first.count), first.allSatisfy(Self.isLetter) else { return nil }
        var subtags = [first.lowercased()]
        for part in parts.dropFirst() {
            guard (1...8).contains(part.count), part.allSatisfy({ Self.isLetter($0) || ("0"..."9").contains($0) }) else { return nil }
            if part.count == 2, part.allSatisfy(Self.isLetter) {
                subtags.append(part.uppercased())
            } else if part.count == 4, part.allSatisfy(Self.isLetter) {
                subtags.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
            } else {
                subtags.append(part.lowercased())
            }
        }
        self.subtags = subtags
    }

    /// The primary language, e.g. `es` for `es-MX`.
    public var language: String { subtags[0] }

    /// The region, e.g. `MX` for `es-MX`, when the tag names one.
    public var region: String? {
        subtags.dropFirst().first { $0.count == 2 && $0.allSatisfy(Self.isLetter) || $0.count == 3 && $0.allSatisfy(\.isNumber) }
    }

    /// The tag and then its parents, most specific first: `zh-Hant-TW`, `zh-Hant`, `zh`.
    public var fallbacks: [LanguageTag] {
        (1...subtags.count).reversed().map { LanguageTag(subtags: Array(subtags.prefix($0))) }
    }

    /// `es-MX`.
    public var description: String { subtags.joined(separator: "-") }

    private init(subtags: [String]) {
        self.subtags = subtags
    }

    private static func isLetter(_ character: Character) -> Bool {
        ("a"..."z").contains(character) || ("A"..."Z").contains(character)
    }
}
