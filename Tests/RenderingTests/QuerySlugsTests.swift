@testable import Rendering
import TestSupport
import Testing

@Suite struct QuerySlugsTests {
    @Test(arguments: [
        ("Star Wars", "star-wars"),
        ("Amélie", "amelie"),
        ("  Crouching Tiger, Hidden Dragon!  ", "crouching-tiger-hidden-dragon"),
        ("Face/Off", "face-off"),
        ("M*A*S*H", "m-a-s-h"),
        ("8½", "8"),
        ("Łódź Straße Ærø", "lodz-strasse-aero"),
        ("Ame\u{301}lie", "amelie"),
        ("ＦＵＬＬ width", "full-width"),
        ("Pride & Prejudice", "pride-prejudice"),
    ])
    func baseSlugs(query: String, expected: String) {
        #expect(QuerySlugs.baseSlug(for: query) == expected)
        #expect(QuerySlugs(queries: [query]).slug(for: query) == expected)
    }

    @Test func slugsAreCappedWithoutATrailingDash() {
        let slug = QuerySlugs.baseSlug(for: String(repeating: "abcd ", count: 40))
        #expect(slug.count <= QuerySlugs.maxBaseLength)
        #expect(!slug.hasSuffix("-"))
        #expect(slug.hasPrefix("abcd-abcd"))
    }

    @Test func collisionsKeepTheBaseForTheFirstQueryInSortOrder() {
        let slugs = QuerySlugs(queries: ["face off", "Face/Off", "FACE OFF!"])
        #expect(slugs.slug(for: "FACE OFF!") == "face-off")
        #expect(slugs.slug(for: "Face/Off") == "face-off-" + FNV1a64.shortHex("Face/Off"))
        #expect(slugs.slug(for: "face off") == "face-off-" + FNV1a64.shortHex("face off"))
        let all = ["face off", "Face/Off", "FACE OFF!"].map(slugs.slug(for:))
        #expect(Set(all).count == 3)
    }

    @Test func slugsDoNotDependOnOrder() {
        let queries = ["Amélie", "amelie", "AMELIE", "Heat", "日本", "!!!", "Face/Off", "face off"]
        let reference = QuerySlugs(queries: queries)
        for shuffled in [queries.reversed(), queries.shuffled(), queries.shuffled() + queries] {
            let slugs = QuerySlugs(queries: Array(shuffled))
            for query in queries {
                #expect(slugs.slug(for: query) == reference.slug(for: query))
            }
        }
    }

    @Test func queriesWithoutLettersOrDigitsGetAHashSlug() {
        let slugs = QuerySlugs(queries: ["日本", "!!!", "—"])
        #expect(slugs.slug(for: "!!!") == "q-" + FNV1a64.shortHex("!!!"))
        #expect(slugs.slug(for: "—") == "q-" + FNV1a64.shortHex("—"))
        #expect(Set(["日本", "!!!", "—"].map(slugs.slug(for:))).count == 3)
    }

    @Test(arguments: [
        ("기생충", "기생충"),
        ("올드 보이", "올드-보이"),
        ("七人の侍", "七人の侍"),
        ("となりのトトロ!", "となりのトトロ"),
        ("Сталкер", "сталкер"),
        ("Брат 2", "брат-2"),
        ("Ζ", "ζ"),
        ("हम आपके हैं कौन", "हम-आपके-हैं-कौन"),
    ])
    func nonLatinSearchesAreNamedFromTheirOwnLetters(query: String, expected: String) {
        #expect(QuerySlugs(queries: [query]).slug(for: query) == expected)
    }

    @Test func aScriptSlugIsComposedAndCut() {
        // Hangul written as conjoining jamo gets the same folder as the composed syllables.
        let decomposed = "\u{1100}\u{1175}\u{1109}\u{1162}\u{11BC}\u{110E}\u{116E}\u{11BC}"
        #expect(QuerySlugs.scriptSlug(for: decomposed) == "기생충")
        let long = QuerySlugs.scriptSlug(for: String(repeating: "가나다 ", count: 40))
        #expect(long.count <= QuerySlugs.maxBaseLength)
        #expect(!long.hasSuffix("-"))
    }

    @Test func nonLatinSlugsStayUniqueAndStable() {
        let queries = ["기생충", "기생충!", "기생충 ", "Сталкер", "сталкер"]
        let slugs = QuerySlugs(queries: queries)
        #expect(Set(queries.map(slugs.slug(for:))).count == queries.count)
        #expect(slugs.slug(for: "Сталкер") == "сталкер")
        #expect(slugs.slug(for: "сталкер") == "сталкер-" + FNV1a64.shortHex("сталкер"))
        let again = QuerySlugs(queries: queries.reversed())
        #expect(queries.map(again.slug(for:)) == queries.map(slugs.slug(for:)))
    }

    @Test func latinSearchesKeepTheirSlugsEvenBesideOtherScripts() {
        #expect(QuerySlugs(queries: ["Amélie 아멜리에"]).slug(for: "Amélie 아멜리에") == "amelie")
        #expect(QuerySlugs(queries: ["Heat"]).slug(for: "Heat") == "heat")
        #expect(QuerySlugs(queries: ["1917"]).slug(for: "1917") == "1917")
    }

    @Test func linksToAScriptSlugArePercentEncoded() {
        #expect(SitePath.percentEncoded("search/기생충/index.html") == "search/%EA%B8%B0%EC%83%9D%EC%B6%A9/index.html")
        #expect(SitePath.percentEncoded("../heat/index.html") == "../heat/index.html")
    }

    @Test func aSlugThatLooksLikeAHashedOneStaysUnique() {
        let hashed = "face-off-" + FNV1a64.shortHex("face off")
        let slugs = QuerySlugs(queries: ["Face/Off", "face off", hashed])
        let all = ["Face/Off", "face off", hashed].map(slugs.slug(for:))
        #expect(Set(all).count == 3)
    }

    @Test func queriesOutsideTheSetGetTheirBaseSlug() {
        let slugs = QuerySlugs(queries: ["face off", "Face/Off"])
        #expect(slugs.slug(for: "Heat") == "heat")
        #expect(slugs.slug(for: "?") == "q-" + FNV1a64.shortHex("?"))
    }

    @Test func hashIsFNV1a64() {
        #expect(FNV1a64.hash("") == 0xcbf2_9ce4_8422_2325)
        #expect(FNV1a64.hash("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(FNV1a64.shortHex("a") == "af63dc4c")
    }

    /// The byte path for ASCII gives what folding a scalar at a time gives, on odd and random
    /// ASCII (runs of punctuation, CR LF, digits alone, over the length cap, a dash at the cut).
    @Test func asciiSlugsAreThoseOfTheFoldedPath() {
        var inputs = [
            "", " ", "!!!", "1917", "\r\n", "a\r\nb", "-a-", "O'Brien, Conan", "R2-D2 & C-3PO",
            String(repeating: "x", count: 59) + " yz", String(repeating: "ab ", count: 30), String(repeating: "Z9.", count: 25),
        ]
        var generator = SplitMix64(seed: 19)
        let alphabet = Array(" -'.,&/:!?aAzZmM0159\t\r\n".utf8)
        for _ in 0..<2_000 {
            let length = Int(generator.next() % 90)
            inputs.append(String(decoding: (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }, as: UTF8.self))
        }
        for input in inputs {
            #expect(QuerySlugs.asciiBaseSlug(for: input) == QuerySlugs.foldedBaseSlug(for: input), "\(input.debugDescription)")
        }
        #expect(QuerySlugs.asciiBaseSlug(for: "Amélie") == nil)
        #expect(QuerySlugs.readableSlug(for: "1917") == "1917")
        #expect(QuerySlugs.readableSlug(for: "!!!").isEmpty)
        #expect(PersonSlug.slug(for: "Jean-Pierre Jeunet") == "jean-pierre-jeunet")
    }
}
