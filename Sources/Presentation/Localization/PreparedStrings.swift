/// A localization's merged string table made ready for pages once, when the localization is
/// made: each text split at its placeholders and found by its key's position, the genres' and
/// months' names and the number format looked up in advance. One shared object, so that copying
/// a ``Localization`` (every view model holds one) retains one reference for all of them.
final class PreparedStrings: Sendable {
    /// The text of each ``TextKey``, by its ``TextKey/position``.
    let texts: [TextTemplate]
    /// The forms of each ``CountKey``, by its ``CountKey/position``.
    let counts: [CountTemplates]
    /// Each translated genre's name (`genre.Drama`), by the catalog's name (`Drama`).
    let genres: [String: String]
    /// `date.month.1` to `date.month.12`; the month's number where the table has no name.
    let months: [String]
    /// `number.group`, `number.decimal` and `number.min_grouping`.
    let numberFormat: (group: String, decimal: String, minGroupingDigits: Int)
    /// `sort.ignored_articles`, lowercased.
    let ignoredArticles: [String]

    init(entries: [String: String]) {
        texts = TextKey.allCases.map { TextTemplate(entries[$0.rawValue] ?? $0.rawValue) }
        counts = CountKey.allCases.map { CountTemplates(key: $0, entries: entries) }
        var genres: [String: String] = [:]
        for (key, text) in entries where key.hasPrefix("genre.") {
            genres[String(key.dropFirst("genre.".count))] = text
        }
        self.genres = genres
        months = (1...12).map { entries["date.month.\($0)"] ?? String($0) }
        numberFormat = (
            entries[TextKey.numberGroup.rawValue] ?? ",",
            entries[TextKey.numberDecimal.rawValue] ?? ".",
            Int(entries[TextKey.numberMinGrouping.rawValue] ?? "") ?? 4
        )
        ignoredArticles = (entries[TextKey.sortIgnoredArticles.rawValue] ?? "").split(separator: " ").map { $0.lowercased() }
    }
}
