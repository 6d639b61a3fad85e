import Presentation
import Testing

@Suite struct LanguageTagTests {
    @Test func parsesAndCanonicalizesTags() throws {
        #expect(LanguageTag("es-mx")?.description == "es-MX")
        #expect(LanguageTag("pt_br")?.description == "pt-BR")
        #expect(LanguageTag("ZH-hant-tw")?.description == "zh-Hant-TW")
        #expect(LanguageTag("es-419")?.region == "419")
        #expect(LanguageTag("ko")?.region == nil)
        for bad in ["", "e", "-es", "es-", "es--MX", "español", "e5", "es-MXXXXXXXXX"] {
            #expect(LanguageTag(bad) == nil, "\(bad)")
        }
    }

    @Test func fallsBackAlongItsParents() throws {
        let tag = try #require(LanguageTag("zh-Hant-TW"))
        #expect(tag.fallbacks.map(\.description) == ["zh-Hant-TW", "zh-Hant", "zh"])
    }

    @Test func aRegionalTagUsesItsLanguagesTable() throws {
        let mexican = try Localization.builtIn("es-MX")
        #expect(mexican.tableNames == ["es"])
        #expect(mexican.tag.description == "es-MX")
        #expect(mexican.text(.layoutFooter) == "Hecho con Marquee")
        #expect(mexican.tmdbLanguage == "es-MX")
    }

    @Test func aRegionalTableOverridesItsParentKeyByKey() throws {
        let tables = [
            "es": try StringTable(parsing: "quote = \"«{text}»\"\nlayout.footer = \"Hecho con Marquee\"\n", name: "es"),
            "es-MX": try StringTable(parsing: "quote = \"“{text}”\"\n", name: "es-MX"),
        ]
        let mexican = try Localization(tag: #require(LanguageTag("es-MX")), tables: tables)
        #expect(mexican.tableNames == ["es-MX", "es"])
        #expect(mexican.quoted("x") == "“x”")
        #expect(mexican.text(.layoutFooter) == "Hecho con Marquee")
    }

    @Test func aLanguageWithNoTableListsTheShippedOnes() {
        #expect(throws: UnsupportedLanguage(tag: "pt-BR", shipped: ["en", "es", "ko"])) { try Localization.builtIn("pt-BR") }
        #expect(throws: UnsupportedLanguage(tag: "12", shipped: ["en", "es", "ko"])) { try Localization.builtIn("12") }
        let error = UnsupportedLanguage(tag: "fr", shipped: ["en", "es", "ko"])
        #expect(error.description.contains("en, es, ko"))
    }

    @Test func tmdbIsAskedForTheUsualRegion() throws {
        #expect(Localization.english.tmdbLanguage == "en-US")
        #expect(try Localization.builtIn("es").tmdbLanguage == "es-ES")
        #expect(try Localization.builtIn("ko").tmdbLanguage == "ko-KR")
    }
}
