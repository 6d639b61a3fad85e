import CEmbeddedFiles
import Foundation

/// The built-in string tables parsed so far, by tag: a build in one language parses only its own
/// table and its fallbacks' (parsing all three was a fiftieth of a small site's build).
///
/// Guarded by an `NSLock`, not `Synchronization.Mutex`: on Linux a contended `Mutex` hands over
/// through the kernel, which ThreadSanitizer cannot see, so `make sanitize` reported a race.
private nonisolated(unsafe) var parsedBuiltInTables: [String: StringTable] = [:]
private let parsedBuiltInTablesLock = NSLock()

extension Localization {
    /// The string tables shipped in the binary (`strings/*.toml`), by tag: `en`, `es`, `ko`.
    public static var builtInTables: [String: StringTable] {
        var tables: [String: StringTable] = [:]
        for name in shippedLanguages {
            tables[name] = builtInTable(name)
        }
        return tables
    }

    /// The tags Marquee ships an interface for, sorted.
    public static let shippedLanguages: [String] = (0..<cembedded_string_table_count()).map { index in
        String(String(cString: cembedded_string_table(index).name).dropLast(".toml".count))
    }.sorted()

    /// The shipped table of `tag`, parsed the first time it is asked for; nil when none is shipped.
    static func builtInTable(_ tag: String) -> StringTable? {
        parsedBuiltInTablesLock.withLock {
            if let table = parsedBuiltInTables[tag] { return table }
            for index in 0..<cembedded_string_table_count() {
                let file = cembedded_string_table(index)
                let name = String(cString: file.name)
                guard name == tag + ".toml" else { continue }
                let text = String(decoding: UnsafeBufferPointer(start: file.bytes, count: Int(file.size)), as: UTF8.self)
                do {
                    let table = try StringTable(parsing: text, name: "strings/" + name)
                    parsedBuiltInTables[tag] = table
                    return table
                } catch {
                    // The tables are part of the program and their tests read every one.
                    preconditionFailure("A built-in string table is broken: \(error)")
                }
            }
            return nil
        }
    }

    /// The built-in interface in `tag` (or its nearest parent that has a table).
    ///
    /// - Throws: ``UnsupportedLanguage`` listing the shipped languages.
    public static func builtIn(_ tag: LanguageTag) throws(UnsupportedLanguage) -> Localization {
        var tables: [String: StringTable] = [:]
        for name in tag.fallbacks.map(\.description) {
            tables[name] = builtInTable(name)
        }
        guard !tables.isEmpty else { throw UnsupportedLanguage(tag: tag.description, shipped: shippedLanguages) }
        return try Localization(tag: tag, tables: tables)
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
