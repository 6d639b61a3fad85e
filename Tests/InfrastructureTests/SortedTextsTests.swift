import Infrastructure
import Testing
import TestSupport

/// `sortedTexts()` must give `sorted()`'s order exactly: the memo, the manifest and the report
/// list paths in it.
@Suite struct SortedTextsTests {
    @Test func theOrderIsSortedsOrder() {
        let paths = ["search/b/index.html", "search/a/index.html", "person/x/index.html", "person/x/index.htm", "", "person/x", "Z", "a", "a"]
        #expect(paths.sortedTexts() == paths.sorted())
        #expect([String]().sortedTexts() == [])
        #expect(["only"].sortedTexts() == ["only"])
        #expect(["", ""].sortedTexts() == ["", ""])
    }

    /// ASCII texts among others that are not, some of them not in normal form (`e` and a
    /// combining accent sort as `é`, before `f`).
    @Test func randomTextsKeepSortedsOrder() {
        var generator = SplitMix64(seed: 47)
        let pieces = ["a", "b", "e", "f", "z", "A", "/", "-", "0", "9", "~", "\u{7F}", "é", "e\u{301}", "\u{301}", "东", "🎬", "ß", "ﬁ"]
        for round in 0..<300 {
            let texts = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            }
            #expect(texts.sortedTexts() == texts.sorted(), "round \(round): \(texts)")
        }
    }

    /// Enough texts to be sorted in two halves at once, then merged. No combining marks here:
    /// `String`'s comparison does not order some texts holding them consistently (`e` and an
    /// accent, then `-`, can come before `é`), so two ways of sorting may place them
    /// differently; a site's paths are ASCII slugs.
    @Test func manyTextsSortedInHalvesKeepSortedsOrder() {
        var generator = SplitMix64(seed: 11)
        let pieces = ["a", "b", "/", "-", "index.html", "people", "movies", "é", "东", "~"]
        let texts = (0..<20_000).map { _ in
            (0..<Int.random(in: 1...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
        #expect(texts.sortedTexts() == texts.sorted())
    }

    /// Texts alike in their first bytes, or shorter than eight, some holding a zero byte: the
    /// order of `sorted()`, whether the first eight bytes tell them apart or not.
    @Test func textsAlikeInTheirFirstBytesKeepSortedsOrder() {
        var generator = SplitMix64(seed: 31)
        let pieces = ["movie/", "movie", "/", "1", "12", "\u{0}", "a", "~", "index.html", "-"]
        for round in 0..<300 {
            let texts = (0..<Int.random(in: 0...60, using: &generator)).map { _ in
                (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            }
            #expect(texts.sortedTexts() == texts.sorted(), "round \(round): \(texts)")
        }
    }

    /// Texts alike in their first sixteen bytes, or about that long (a genre's pages, a long
    /// slug), some holding a zero byte or a text that is not ASCII: the order of `sorted()`,
    /// however few or many.
    @Test func textsAlikeInTheirFirstSixteenBytesKeepSortedsOrder() {
        var generator = SplitMix64(seed: 16)
        let pieces = ["genre/drama/page", "genre/drama/pag", "/", "1", "12", "\u{0}", "~", "index.html", "-", "é"]
        let make = { (generator: inout SplitMix64, count: Int) in
            (0..<count).map { _ in
                (0..<Int.random(in: 0...4, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            }
        }
        for round in 0..<200 {
            let texts = make(&generator, Int.random(in: 0...60, using: &generator))
            #expect(texts.sortedTexts() == texts.sorted(), "round \(round): \(texts)")
        }
        let many = make(&generator, 20_000)
        #expect(many.sortedTexts() == many.sorted())
    }

    /// Two sorted lists merged: the order of both sorted as one.
    @Test func mergingSortedListsGivesTheOrderOfBothSorted() {
        var generator = SplitMix64(seed: 5)
        let pieces = ["a", "B", "/", "é", "f", "~", "东"]
        for round in 0..<200 {
            let make = { (generator: inout SplitMix64) in
                (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                    (0..<Int.random(in: 0...4, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
                }.sortedTexts()
            }
            let (first, second) = (make(&generator), make(&generator))
            #expect(first.mergingSortedTexts(second) == (first + second).sortedTexts(), "round \(round): \(first) \(second)")
        }
    }

    /// A few texts merged into many, and many into a few, as a rebuild merges the paths written
    /// anew into those kept: the order of both sorted as one. Texts in normal form only: `String`
    /// does not order all others consistently (`a`, `Å`, `a` and `a` with the Angstrom sign
    /// compare neither equal nor in order), so a sort and a merge of them may differ.
    @Test func mergingLopsidedListsGivesTheOrderOfBothSorted() {
        var generator = SplitMix64(seed: 23)
        let pieces = ["a", "b", "/", "é", "f", "z", "~", "东"]
        for round in 0..<200 {
            let make = { (generator: inout SplitMix64, most: Int) in
                (0..<Int.random(in: 0...most, using: &generator)).map { _ in
                    (0..<Int.random(in: 1...3, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
                }.sortedTexts()
            }
            let (few, many) = (make(&generator, 5), make(&generator, 400))
            #expect(few.mergingSortedTexts(many) == (few + many).sortedTexts(), "round \(round): \(few)")
            #expect(many.mergingSortedTexts(few) == (many + few).sortedTexts(), "round \(round): \(few)")
        }
    }

    /// A text is found where it is, or not at all, whatever the hint: asked in order, out of
    /// order, past the end, or missing.
    @Test func aSortedTextIsFoundFromAnyHint() {
        var generator = SplitMix64(seed: 61)
        let pieces = ["a", "b", "/", "é", "f", "z", "~", "东", "index.html"]
        for round in 0..<200 {
            let texts = Array(Set((0..<Int.random(in: 0...60, using: &generator)).map { _ in
                (0..<Int.random(in: 1...3, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            })).sortedTexts()
            let asked = texts.filter { _ in Bool.random(using: &generator) } + ["missing", "", "zzzz"] + texts.shuffled(using: &generator).prefix(5)
            for start in [0, 1, texts.count / 2, texts.count, texts.count + 3, -2] {
                var hint = start
                let found = asked.map { texts.indexOfSortedText($0, hint: &hint) }
                #expect(found == asked.map { texts.firstIndex(of: $0) }, "round \(round), hint \(start): \(asked)")
            }
        }
    }

    /// Values given alongside texts end in the texts' sorted order, each with its text.
    @Test func valuesFollowTheirTextsIntoOrder() {
        let texts = ["person/b/index.html", "movie/2/index.html", "person/a-b/index.html", "person/a/index.html", "index.html"]
        let sorted = texts.sortedTexts(alongside: Array(texts.indices))
        #expect(sorted.texts == texts.sortedTexts())
        #expect(sorted.values.map { texts[$0] } == sorted.texts)
        let again = sorted.texts.sortedTexts(alongside: Array(sorted.texts.indices))
        #expect(again.texts == sorted.texts && again.values == Array(sorted.texts.indices))
    }
}
