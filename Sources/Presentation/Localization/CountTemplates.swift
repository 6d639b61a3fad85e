/// The texts of a ``CountKey`` in one language, each split at its placeholders once: its form
/// for each ``PluralCategory`` (the `other` form, then the key itself, filling in a form the
/// table leaves out) and its `.zero` entry when the table has one.
struct CountTemplates: Sendable {
    let zero: TextTemplate?
    private let one: TextTemplate
    private let other: TextTemplate

    init(key: CountKey, entries: [String: String]) {
        let other = entries[key.rawValue + "." + PluralCategory.other.rawValue] ?? key.rawValue
        zero = entries[key.rawValue + ".zero"].map(TextTemplate.init)
        one = TextTemplate(entries[key.rawValue + "." + PluralCategory.one.rawValue] ?? other)
        self.other = TextTemplate(other)
    }

    /// The form for `category`.
    func form(_ category: PluralCategory) -> TextTemplate {
        switch category {
        case .one: one
        case .other: other
        }
    }
}
