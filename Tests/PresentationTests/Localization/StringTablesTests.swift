import Foundation
import Presentation
import Testing

/// The shipped string tables (`strings/*.toml`): complete, consistent with each other and with
/// the code, and the same in the binary as in the repository.
@Suite struct StringTablesTests {
    static let stringsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("strings")

    static let tables = Localization.builtInTables

    /// `count.results` for `count.results.one`; the key itself for others.
    static func baseKey(_ key: String) -> (base: String, form: String?) {
        for form in ["zero"] + PluralCategory.allCases.map(\.rawValue) where key.hasSuffix("." + form) {
            return (String(key.dropLast(form.count + 1)), form)
        }
        return (key, nil)
    }

    @Test func shipsEnglishSpanishAndKorean() {
        #expect(Localization.shippedLanguages == ["en", "es", "ko"])
    }

    @Test func theBinaryEmbedsEveryTableOfTheRepository() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.stringsDirectory.path).filter { $0.hasSuffix(".toml") }.sorted()
        #expect(files.map { String($0.dropLast(5)) } == Localization.shippedLanguages)
        for file in files {
            let text = try String(contentsOf: Self.stringsDirectory.appendingPathComponent(file), encoding: .utf8)
            let parsed = try StringTable(parsing: text, name: file)
            #expect(parsed == Self.tables[String(file.dropLast(5))], "strings/\(file) differs from the copy in the binary: rebuild")
        }
    }

    @Test func everyTableHasEveryKeyOfEveryOther() throws {
        let english = try #require(Self.tables["en"])
        let englishBases = Set(english.entries.keys.map { Self.baseKey($0).base })
        for (name, table) in Self.tables {
            let bases = Set(table.entries.keys.map { Self.baseKey($0).base })
            #expect(bases.subtracting(englishBases).isEmpty, "\(name) has keys English does not: \(bases.subtracting(englishBases).sorted())")
            #expect(englishBases.subtracting(bases).isEmpty, "\(name) lacks: \(englishBases.subtracting(bases).sorted())")
        }
    }

    @Test func everyCountHasTheFormsOfItsLanguagesPluralRule() throws {
        let english = try #require(Self.tables["en"])
        let countKeys = Set(english.entries.keys.compactMap { key in Self.baseKey(key).form.map { _ in Self.baseKey(key).base } })
        #expect(countKeys == Set(CountKey.allCases.map(\.rawValue)))
        for (name, table) in Self.tables {
            let rule = PluralRule(language: name)
            for key in countKeys {
                let forms = Set(table.entries.keys.filter { Self.baseKey($0).base == key }.compactMap { Self.baseKey($0).form })
                let expected = Set(rule.categories.map(\.rawValue))
                #expect(forms.subtracting(["zero"]) == expected, "\(name): \(key) must have exactly the forms \(expected.sorted())")
                // A `.zero` form in one language must be in all, so no language says `0 results`.
                #expect(forms.contains("zero") == english.entries.keys.contains(key + ".zero"), "\(name): \(key).zero")
            }
        }
    }

    @Test func everyTextHasThePlaceholdersOfTheEnglishOne() throws {
        let english = try #require(Self.tables["en"])
        for (name, table) in Self.tables {
            for (key, text) in table.entries {
                let base = Self.baseKey(key).base
                // Every form of a count may use {count} or not (Korean "other" does, English
                // "one" may write "1"), but no form may use a placeholder English does not fill.
                let englishForms = english.entries.filter { Self.baseKey($0.key).base == base }.map(\.value)
                let allowed = englishForms.reduce(into: Set<String>()) { $0.formUnion(StringTable.placeholders(in: $1)) }
                let found = StringTable.placeholders(in: text)
                if Self.baseKey(key).form == nil {
                    #expect(found == StringTable.placeholders(in: english[key] ?? ""), "\(name): \(key) has placeholders \(found.sorted())")
                } else {
                    #expect(found.isSubset(of: allowed.union(["count"])), "\(name): \(key) has placeholders \(found.sorted())")
                }
            }
        }
    }

    @Test func everyKeyTheCodeUsesIsInEveryTable() throws {
        for (name, table) in Self.tables {
            for key in TextKey.allCases {
                #expect(table[key.rawValue] != nil, "\(name) lacks \(key.rawValue)")
            }
            for month in 1...12 {
                #expect(table["date.month.\(month)"] != nil, "\(name) lacks date.month.\(month)")
            }
        }
    }

    @Test func everyCatalogGenreIsTranslated() throws {
        let english = try #require(Self.tables["en"])
        let genres = english.entries.keys.filter { $0.hasPrefix("genre.") }
        #expect(genres.count >= 21)
        for (name, table) in Self.tables where name != "en" {
            let untranslated = genres.filter { table[$0] == english[$0] && !["genre.Drama", "genre.Musical", "genre.Romance", "genre.Western"].contains($0) }
            #expect(untranslated.isEmpty, "\(name) leaves these genres in English: \(untranslated.sorted())")
        }
    }

    @Test func aBrokenLineIsNamed() {
        #expect(throws: StringTableError(file: "x.toml", line: 2, reason: "the text must be in double quotes")) {
            try StringTable(parsing: "a = \"1\"\nb = 2\n", name: "x.toml")
        }
        #expect(throws: StringTableError(file: "x.toml", line: 2, reason: "a is set twice")) {
            try StringTable(parsing: "a = \"1\"\na = \"2\"\n", name: "x.toml")
        }
    }

    @Test func aKeyIsAsciiAndAnyOtherLineIsNamed() {
        #expect(throws: StringTableError(file: "x.toml", line: 3, reason: "a key is made of letters, digits, _, - and .")) {
            try StringTable(parsing: "# c\n\nnúmero = \"1\"\n", name: "x.toml")
        }
        #expect(throws: StringTableError(file: "x.toml", line: 1, reason: "expected key = \"text\"")) {
            try StringTable(parsing: "just words\n", name: "x.toml")
        }
        #expect(throws: StringTableError(file: "x.toml", line: 1, reason: "the text must be in double quotes")) {
            try StringTable(parsing: "a = \"\n", name: "x.toml")
        }
    }

    @Test func windowsLineEndsAndTextsAroundTheQuotesAreRead() throws {
        let table = try StringTable(parsing: "# note\r\na.b = \"Café {x}\"\r\n\r\nc-1 = \"\"\r\n", name: "x")
        #expect(table.entries == ["a.b": "Café {x}", "c-1": ""])
    }

    @Test func escapesAreRead() throws {
        let table = try StringTable(parsing: #"a = "say \"hi\" \\ \u00e9""#, name: "x")
        #expect(table["a"] == #"say "hi" \ é"#)
    }
}
