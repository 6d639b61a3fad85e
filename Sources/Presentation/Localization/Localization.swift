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
    /// `number.group`, `number.decimal` and `number.min_grouping`, read once.
    let numberFormat: (group: String, decimal: String, minGroupingDigits: Int)
    /// `sort.ignored_articles`, lowercased, read once.
    let ignoredArticles: [String]

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
        numberFormat = (
            entries[TextKey.numberGroup.rawValue] ?? ",",
            entries[TextKey.numberDecimal.rawValue] ?? ".",
            Int(entries[TextKey.numberMinGrouping.rawValue] ?? "") ?? 4
        )
        ignoredArticles = (entries[TextKey.sortIgnoredArticles.rawValue] ?? "").split(separator: " ").map { $0.lowercased() }
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
        Self.fill(table[key.rawValue] ?? key.rawValue, values)
    }

    /// The form of `key` for `count`, `{count}` written with ``number(_:)``: the `.zero` entry
    /// for 0 when the table has one, else the form the plural rule picks.
    public func count(_ key: CountKey, _ count: Int, _ values: KeyValuePairs<String, String> = [:]) -> String {
        let zero = count == 0 ? table[key.rawValue + ".zero"] : nil
        let template = zero ?? table[key.rawValue + "." + pluralRule.category(for: count).rawValue] ?? table[key.rawValue + ".other"] ?? key.rawValue
        var all = Array(values)
        all.append(("count", number(count)))
        return Self.fill(template, all)
    }

    /// The form of `key` for `count`, its placeholders left as they are (for the site's script,
    /// which fills them in itself).
    public func countTemplate(_ key: CountKey, _ count: Int) -> String {
        table[key.rawValue + "." + pluralRule.category(for: count).rawValue] ?? table[key.rawValue + ".other"] ?? key.rawValue
    }

    /// `title` without a leading article the table names (`sort.ignored_articles`), for sorting:
    /// `The Godfather` → `Godfather`. A title that is only the article is kept whole.
    public func sortableTitle(_ title: String) -> Substring {
        for article in ignoredArticles {
            let rest = title.dropFirst(article.count)
            guard rest.first == " ", title.prefix(article.count).lowercased() == article else { continue }
            let remainder = rest.drop { $0 == " " }
            if !remainder.isEmpty { return remainder }
        }
        return Substring(title)
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

    /// Replaces each `{name}` of `template` with its value (the last one given for a name);
    /// other braces stay as they are. On the template's bytes in place, copying nothing but the
    /// result, since every page's texts go through it.
    static func fill<Values: BidirectionalCollection>(_ template: String, _ values: Values) -> String where Values.Element == (String, String) {
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        var text = template
        let filled: String? = text.withUTF8 { bytes in
            guard let first = bytes.firstIndex(of: open) else { return nil }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 32)
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<first]))
            var index = first
            while index < bytes.count {
                if bytes[index] == open, let end = bytes[(index + 1)...].firstIndex(of: close) {
                    let name = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end])
                    if let value = values.last(where: { $0.0.utf8.elementsEqual(name) }) {
                        result.append(contentsOf: value.1.utf8)
                        index = end + 1
                        continue
                    }
                }
                result.append(bytes[index])
                index += 1
            }
            return String(decoding: result, as: UTF8.self)
        }
        return filled ?? template
    }

    static func fill(_ template: String, _ values: KeyValuePairs<String, String>) -> String {
        fill(template, values.lazy.map { ($0.key, $0.value) })
    }
}
