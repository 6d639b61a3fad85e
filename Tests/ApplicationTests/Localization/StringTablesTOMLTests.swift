import Foundation
import Presentation
import Testing
import TOMLKit

/// The string tables are TOML, so translators can use any TOML tool on them: a complete TOML
/// parser (TOMLKit, which reads marquee.toml) reads every shipped table to exactly the entries
/// Marquee's own reader finds.
@Suite struct StringTablesTOMLTests {
    static let stringsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("strings")

    /// `{"count": {"results": {"one": "..."}}}` as `["count.results.one": "..."]`.
    private func flatten(_ table: TOMLTable, prefix: String = "") -> [String: String] {
        var entries: [String: String] = [:]
        for key in table.keys {
            guard let value = table[key] else { continue }
            if let nested = value.table {
                entries.merge(flatten(nested, prefix: prefix + key + ".")) { first, _ in first }
            } else {
                entries[prefix + key] = value.string ?? "<not a string: \(value.type)>"
            }
        }
        return entries
    }

    @Test(arguments: Localization.shippedLanguages)
    func aTOMLParserReadsTheSameTable(language: String) throws {
        let text = try String(contentsOf: Self.stringsDirectory.appendingPathComponent(language + ".toml"), encoding: .utf8)
        let parsed = flatten(try TOMLTable(string: text))
        let own = try #require(Localization.builtInTables[language]).entries
        #expect(parsed == own)
    }
}
