/// How a language picks the form of a counted word, written out by hand per language (the CLDR
/// rules for whole numbers) so that it does not depend on the machine's ICU.
public enum PluralRule: Sendable, Hashable {
    /// English, Spanish and the like: `one` for 1, `other` for everything else.
    case oneOther
    /// Korean, Japanese, Chinese and the like: a single form for every count.
    case otherOnly

    /// The rule of a primary language (`en`, `es`, `ko`); `oneOther` for languages Marquee has no
    /// rule of its own for.
    public init(language: String) {
        switch language {
        case "ko", "ja", "zh", "th", "vi", "id", "ms": self = .otherOnly
        default: self = .oneOther
        }
    }

    /// The forms this rule uses, in order.
    public var categories: [PluralCategory] {
        switch self {
        case .oneOther: [.one, .other]
        case .otherOnly: [.other]
        }
    }

    /// The form for `count` things.
    public func category(for count: Int) -> PluralCategory {
        switch self {
        case .oneOther: count == 1 ? .one : .other
        case .otherOnly: .other
        }
    }
}
