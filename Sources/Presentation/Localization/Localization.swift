/// The interface of a site in one language: its string table (with the tables of the tag's
/// parents filling in what a regional table leaves out), its plural rule, and the formatting of
/// its dates and numbers, all by hand so that the same inputs give the same bytes on any machine,
/// whatever its locale, ICU or time zone.
public struct Localization: Sendable, Hashable {
    /// The language asked for, e.g. `es-MX`.
    public let tag: LanguageTag
    /// The tables used, most specific first, e.g. `["es-MX", "es"]` or `["es"]`.
    public let tableNames: [String]
    public let pluralRule: PluralRule
    private let table: StringTable
    /// The table's texts made ready once.
    let prepared: PreparedStrings

    /// The interface in `tag`, from `tables` (by tag, e.g. `es`, `es-MX`): the tag's own table and
    /// then its parents' fill in each key.
    ///
    /// - Throws: ``UnsupportedLanguage`` when neither the tag nor any parent has a table.
    public init(tag: LanguageTag, tables: [String: StringTable]) throws(UnsupportedLanguage) {
        let chain = tag.fallbacks.map(\.description).filter { tables[$0] != nil }
        guard !chain.isEmpty else { throw UnsupportedLanguage(tag: tag.description, shipped: tables.keys.sorted()) }
        var entries: [String: String] = [:]
        for name in chain.reversed() {
            entries.merge(tables[name]?.entries ?? [:]) { _, specific in specific }
        }
        self.tag = tag
        self.tableNames = chain
        self.pluralRule = PluralRule(language: tag.language)
        self.table = StringTable(entries: entries)
        prepared = PreparedStrings(entries: entries)
    }

    public static func == (a: Localization, b: Localization) -> Bool {
        a.tag == b.tag && a.tableNames == b.tableNames && a.table == b.table
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(tag)
        hasher.combine(tableNames)
    }

    /// The text of `key` with its placeholders filled in from `values`; the key itself when no
    /// table has it (the tables' test makes sure that never happens for a shipped language).
    public func text(_ key: TextKey, _ values: KeyValuePairs<String, String> = [:]) -> String {
        prepared.texts[key.position].filled(values)
    }

    /// The form of `key` for `count`, `{count}` written with ``number(_:)``: the `.zero` entry
    /// for 0 when the table has one, else the form the plural rule picks.
    public func count(_ key: CountKey, _ count: Int, _ values: KeyValuePairs<String, String> = [:]) -> String {
        let forms = prepared.counts[key.position]
        let template = (count == 0 ? forms.zero : nil) ?? forms.form(pluralRule.category(for: count))
        let written = number(count)
        return template.filled { name in
            name == "count" ? written : TextTemplate.value(named: name, in: values)
        }
    }

    /// The form of `key` for `count`, its placeholders left as they are (for the site's script,
    /// which fills them in itself).
    public func countTemplate(_ key: CountKey, _ count: Int) -> String {
        prepared.counts[key.position].form(pluralRule.category(for: count)).text
    }

    /// `title` without a leading article the table names (`sort.ignored_articles`), for sorting:
    /// `The Godfather` → `Godfather`. A title that is only the article is kept whole.
    public func sortableTitle(_ title: String) -> Substring {
        for article in prepared.ignoredArticles {
            let rest = title.dropFirst(article.count)
            guard rest.first == " ", title.prefix(article.count).lowercased() == article else { continue }
            let remainder = rest.drop { $0 == " " }
            if !remainder.isEmpty { return remainder }
        }
        return Substring(title)
    }

    /// `genre`'s name in this language when the table has it (`genre.Drama`), else `genre`.
    public func genre(_ genre: String) -> String {
        prepared.genres[genre] ?? genre
    }

    /// Any entry of the table by its key, e.g. `date.month.3`.
    public func entry(_ key: String) -> String? {
        table[key]
    }

    /// `text` quoted the language's way, e.g. `“heat”`.
    public func quoted(_ text: String) -> String {
        self.text(.quote, ["text": text])
    }
}
