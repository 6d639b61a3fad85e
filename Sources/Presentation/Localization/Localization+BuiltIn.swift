import CEmbeddedFiles

extension Localization {
    /// The string tables shipped in the binary (`strings/*.toml`), by tag: `en`, `es`, `ko`.
    public static let builtInTables: [String: StringTable] = {
        var tables: [String: StringTable] = [:]
        for index in 0..<cembedded_string_table_count() {
            let file = cembedded_string_table(index)
            let name = String(cString: file.name)
            let text = String(decoding: UnsafeBufferPointer(start: file.bytes, count: Int(file.size)), as: UTF8.self)
            do {
                tables[String(name.dropLast(".toml".count))] = try StringTable(parsing: text, name: "strings/" + name)
            } catch {
                // The tables are part of the program and their tests read every one.
                preconditionFailure("A built-in string table is broken: \(error)")
            }
        }
        return tables
    }()

    /// The tags Marquee ships an interface for, sorted.
    public static var shippedLanguages: [String] { builtInTables.keys.sorted() }

    /// The built-in interface in `tag` (or its nearest parent that has a table).
    ///
    /// - Throws: ``UnsupportedLanguage`` listing the shipped languages.
    public static func builtIn(_ tag: LanguageTag) throws(UnsupportedLanguage) -> Localization {
        try Localization(tag: tag, tables: builtInTables)
    }

    /// The built-in interface in the language `text` names.
    ///
    /// - Throws: ``UnsupportedLanguage`` when `text` is not a language tag or Marquee has no
    ///   table for it.
    public static func builtIn(_ text: String) throws(UnsupportedLanguage) -> Localization {
        guard let tag = LanguageTag(text) else { throw UnsupportedLanguage(tag: text, shipped: shippedLanguages) }
        return try builtIn(tag)
    }

    /// English, the default.
    public static let english: Localization = {
        do {
            return try builtIn("en")
        } catch {
            preconditionFailure("The English string table is missing: \(error)")
        }
    }()

    /// The language TMDB is asked for: the tag itself when it names a region (`es-MX`, `pt-BR`),
    /// else the language's usual region (`en-US`, `es-ES`, `ko-KR`), else the language alone.
    public var tmdbLanguage: String {
        if let region = tag.region { return tag.language + "-" + region }
        let regions = ["en": "US", "es": "ES", "ko": "KR", "pt": "PT", "fr": "FR", "de": "DE", "it": "IT", "ja": "JP", "zh": "CN"]
        return regions[tag.language].map { tag.language + "-" + $0 } ?? tag.language
    }
}
