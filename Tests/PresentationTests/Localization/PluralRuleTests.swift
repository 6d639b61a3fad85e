import Presentation
import Testing

@Suite struct PluralRuleTests {
    @Test func englishAndSpanishSingleOutOne() {
        for language in ["en", "es"] {
            let rule = PluralRule(language: language)
            #expect(rule.category(for: 1) == .one)
            for count in [0, 2, 3, 11, 21, 101, 1_000_000] {
                #expect(rule.category(for: count) == .other, "\(language) \(count)")
            }
        }
    }

    @Test func koreanHasOneFormForEveryCount() {
        let rule = PluralRule(language: "ko")
        #expect(rule.categories == [.other])
        for count in [0, 1, 2, 21, 1000] {
            #expect(rule.category(for: count) == .other)
        }
    }

    @Test func countsPickTheirFormAndGroupTheirDigits() throws {
        let en = Localization.english
        #expect(en.count(.results, 0) == "No results")
        #expect(en.count(.results, 1) == "1 result")
        #expect(en.count(.results, 2) == "2 results")
        #expect(en.count(.results, 1234) == "1,234 results")
        #expect(en.count(.movies, 1) == "1 movie")
        let es = try Localization.builtIn("es")
        #expect(es.count(.results, 0) == "Ningún resultado")
        #expect(es.count(.results, 1) == "1 resultado")
        #expect(es.count(.results, 2) == "2 resultados")
        #expect(es.count(.results, 1234) == "1234 resultados")
        #expect(es.count(.results, 12345) == "12.345 resultados")
        #expect(es.count(.movies, 1) == "1 película")
        let ko = try Localization.builtIn("ko")
        #expect(ko.count(.results, 0) == "결과 없음")
        #expect(ko.count(.results, 1) == "결과 1개")
        #expect(ko.count(.results, 2) == "결과 2개")
        #expect(ko.count(.movies, 1234) == "영화 1,234편")
    }
}
