@testable import Presentation
import Testing

/// A localization finds a key's text by the key's place among its cases, not by its name.
@Suite struct LocalizationTableTests {
    @Test func aKeysPositionIsItsPlaceAmongAllCases() {
        #expect(TextKey.allCases.map(\.position) == Array(TextKey.allCases.indices))
        #expect(CountKey.allCases.map(\.position) == Array(CountKey.allCases.indices))
    }

    @Test func eachKeyGivesItsOwnEntryInEveryShippedLanguage() throws {
        for language in Localization.shippedLanguages {
            let localization = try Localization.builtIn(language)
            for key in TextKey.allCases {
                let entry = try #require(localization.entry(key.rawValue))
                #expect(localization.text(key) == entry, "\(language): \(key.rawValue)")
            }
            for key in CountKey.allCases {
                let other = try #require(localization.entry(key.rawValue + ".other"))
                #expect(localization.countTemplate(key, 2) == other, "\(language): \(key.rawValue)")
                if let zero = localization.entry(key.rawValue + ".zero") {
                    #expect(localization.count(key, 0) == zero.replacing("{count}", with: "0"), "\(language): \(key.rawValue)")
                }
            }
        }
    }

    @Test func aCountFillsInItsNumberWrittenTheLanguagesWay() {
        let english = Localization.english
        #expect(english.count(.movies, 1) == "1 movie")
        #expect(english.count(.movies, 12_345) == "12,345 movies")
        #expect(english.count(.results, 0) == "No results")
        #expect(english.count(.results, 0, ["count": "ignored"]) == "No results")
        #expect(english.count(.movies, 2, ["count": "given"]) == "2 movies")
    }
}
