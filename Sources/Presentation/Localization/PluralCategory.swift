/// A form a language gives a counted word (CLDR's names). Marquee's languages use two at most.
public enum PluralCategory: String, Sendable, CaseIterable, Comparable {
    /// Exactly one thing, in languages that single it out (English, Spanish).
    case one
    /// Every other count; the only form in languages without plurals (Korean).
    case other

    public static func < (a: PluralCategory, b: PluralCategory) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
