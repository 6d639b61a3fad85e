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
    }

    /// The text of `key` with its placeholders filled in from `values`; the key itself when no
    /// table has it (the tables' test makes sure that never happens for a shipped language).
    public func text(_ key: TextKey, _ values: KeyValuePairs<String, String> = [:]) -> String {
        Self.fill(table[key.rawValue] ?? key.rawValue, values)
    }

    /// The form of `key` for `count`, `{count}` written with ``number(_:)``: the `.zero` entry
    /// for 0 when the table has one, else the form the plural rule picks.
    public func count(_ key: CountKey, _ count: Int, _ values: KeyValuePairs<String, String> = [:]) -> String {
        let forms = count == 0 ? ["zero", pluralRule.category(for: count).rawValue] : [pluralRule.category(for: count).rawValue]
        let template = forms.lazy.compactMap { table[key.rawValue + "." + $0] }.first ?? table[key.rawValue + ".other"] ?? key.rawValue
        var all = Array(values)
        all.append(("count", number(count)))
        return Self.fill(template, all)
    }

    /// The form of `key` for `count`, its placeholders left as they are (for the site's script,
    /// which fills them in itself).
    public func countTemplate(_ key: CountKey, _ count: Int) -> String {
        table[key.rawValue + "." + pluralRule.category(for: count).rawValue] ?? table[key.rawValue + ".other"] ?? key.rawValue
    }

    /// `genre`'s name in this language when the table has it (`genre.Drama`), else `genre`.
    public func genre(_ genre: String) -> String {
        table["genre." + genre] ?? genre
    }

    /// Any entry of the table by its key, e.g. `date.month.3`.
    public func entry(_ key: String) -> String? {
        table[key]
    }

    /// `text` quoted the language's way, e.g. `“heat”`.
    public func quoted(_ text: String) -> String {
        self.text(.quote, ["text": text])
    }

    /// Replaces each `{name}` of `template` with its value; other braces stay as they are.
    static func fill<Values: Sequence>(_ template: String, _ values: Values) -> String where Values.Element == (String, String) {
        guard template.contains("{") else { return template }
        let values = Dictionary(values.map { ($0.0, $0.1) }, uniquingKeysWith: { _, last in last })
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}"), let value = values[String(rest[rest.index(after: open)..<close])] else {
                result.append("{")
                rest = rest[rest.index(after: open)...]
                continue
            }
            result += value
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    static func fill(_ template: String, _ values: KeyValuePairs<String, String>) -> String {
        fill(template, values.map { ($0.key, $0.value) })
    }
}
