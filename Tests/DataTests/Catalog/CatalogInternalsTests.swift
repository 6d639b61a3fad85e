@testable import Data
import Foundation
import Testing

@Suite("Catalog internals")
struct CatalogInternalsTests {
    @Test("search words are runs of letters and digits, folded, each quoted and ANDed")
    func searchTerms() {
        #expect(CatalogSearchTerms("Star Wars: Episode IV").words == ["star", "wars", "episode", "4"])
        #expect(CatalogSearchTerms("schindler's list").words == ["schindler", "s", "list", "schindlers"])
        #expect(CatalogSearchTerms("Amélie 2001").matchExpression == "\"amelie\" AND \"2001\"")
        #expect(CatalogSearchTerms("NEAR(a b) OR c*").matchExpression == "\"near\" AND \"a\" AND \"b\" AND \"or\" AND \"c\"")
        #expect(CatalogSearchTerms("\" * ( ) : ^ -").matchExpression == nil)
        #expect(CatalogSearchTerms("").matchExpression == nil)
    }

    @Test("titles and queries fold alike: numerals, dotted abbreviations, joined words, accents")
    func folding() {
        #expect(CatalogTitleFolding.words("The Godfather Part II") == CatalogTitleFolding.words("the godfather part 2"))
        #expect(CatalogTitleFolding.words("Rocky II") == ["rocky", "2"])
        #expect(CatalogTitleFolding.words("E.T. the Extra-Terrestrial") == ["et", "the", "extra", "terrestrial", "extraterrestrial"])
        #expect(CatalogTitleFolding.words("L.A. Confidential") == ["la", "confidential"])
        #expect(CatalogTitleFolding.words("WALL·E") == ["wall", "e", "walle"])
        #expect(CatalogTitleFolding.words("wall-e") == ["wall", "e", "walle"])
        #expect(CatalogTitleFolding.words("Ocean's Eleven") == ["ocean", "s", "11", "oceans"])
        #expect(CatalogTitleFolding.words("Léon") == ["leon"])
        #expect(CatalogTitleFolding.words("Kill Bill: Vol. 2") == ["kill", "bill", "vol", "2"])
        #expect(CatalogTitleFolding.words("Star Wars: Episode IV – A New Hope").prefix(4) == ["star", "wars", "episode", "4"])
        // I, V and X are letters unless they number a part.
        #expect(CatalogTitleFolding.words("X-Men") == ["x", "men", "xmen"])
        #expect(CatalogTitleFolding.words("Malcolm X") == ["malcolm", "x"])
        #expect(CatalogTitleFolding.words("Part V") == ["part", "5"])
        #expect(CatalogTitleFolding.readingWords("E.T. the Extra-Terrestrial") == ["et", "the", "extra", "terrestrial"])
    }

    @Test("lists split on comma-space and keep name suffixes")
    func nameList() {
        #expect(CatalogNameList.split("Drama, Crime") == ["Drama", "Crime"])
        #expect(CatalogNameList.split("") == [])
        #expect(CatalogNameList.split("Ed Begley, Jr., Cher, Sammy Davis, Sr.") == ["Ed Begley, Jr.", "Cher", "Sammy Davis, Sr."])
        #expect(CatalogNameList.split("Jr., Cher") == ["Jr.", "Cher"])
    }

    @Test("the fingerprint changes with any byte and with the size")
    func fingerprint() {
        func print(_ text: String) -> String {
            Array(text.utf8).withUnsafeBytes { CatalogFingerprint(bytes: $0).description }
        }
        let base = String(repeating: "abcdefgh", count: 100) + "xyz"
        #expect(print(base) == print(base))
        #expect(print(base) != print(base.replacingOccurrences(of: "xyz", with: "xyZ")))
        #expect(print(base) != print("A" + base.dropFirst()))
        #expect(print(base) != print(base + "\n"))
        #expect(print("") != print("a"))
    }
}

@Suite("Catalog name lists against Foundation")
struct CatalogNameListFoundationTests {
    /// The Foundation version `CatalogNameList.split` replaced, kept as the reference.
    private func reference(_ text: String) -> [String] {
        let suffixes: Set<String> = ["Jr.", "Jr", "Sr.", "Sr", "II", "III", "IV"]
        var items: [String] = []
        for part in text.components(separatedBy: ", ") {
            let item = part.trimmingCharacters(in: .whitespaces)
            guard !item.isEmpty else { continue }
            if suffixes.contains(item), let previous = items.popLast() {
                items.append("\(previous), \(item)")
            } else {
                items.append(item)
            }
        }
        return items
    }

    @Test("odd spacing and separators split as Foundation splits them")
    func oddInputs() {
        for text in [
            "", ",", ", ", " , ", "a,b", "a, b", "a ,b", "a,  b", "\ta\t, \u{00A0}b\u{3000}", "a, , b", ", a, ", "a,", "a, ",
            "Zoë, Jr., Sr., II", "é, \u{0301}x", "a\u{0301}, b", "a, \u{200D}b", "a, \r\nb", "a, 🇫🇷, b", "a,\u{00A0}b", "\u{2003}", "Ed Begley, Jr., Cher",
        ] {
            #expect(CatalogNameList.split(text) == reference(text), "\(text.debugDescription)")
        }
    }

    @Test("ASCII titles fold on their bytes as through Foundation, odd ones included")
    func asciiFoldingOddTitles() {
        for text in [
            "", " ", "\t\r\n", "E.T.", "E.T. the Extra-Terrestrial", "L.A. Confidential", "A.B.1", "A.b,c:d;e.", "a..b", ".",
            "X-Men", "Malcolm X", "Part V", "part  iv", "Episode IX:", "Ocean's Eleven", "Face/Off", "wall-e", "WALL E",
            "a^b", "a`b", "a~b", "a_b", "a\u{0}b", "a\u{1F}b", "a\u{0B}b\u{0C}c", "ABC def GHI", "Se7en", "2001: A Space Odyssey",
            "Vol. 2", "vol. ii", "The  Two   Towers ", "Twenty Twelve", "M*A*S*H", "$9.99", "@#%&", "a\r\nb", "I, Robot",
        ] {
            let fast = CatalogTitleFolding.asciiFold(text)
            let reference = CatalogTitleFolding.unicodeFold(text)
            #expect(fast?.words == reference.words && fast?.joined == reference.joined, "\(text.debugDescription)")
        }
        #expect(CatalogTitleFolding.asciiFold("Léon") == nil)
    }

    @Test("every ASCII title of the real catalog folds on its bytes as through Foundation")
    func asciiFoldingWholeCatalog() throws {
        let text = String(decoding: CatalogResource.embeddedBytes, as: UTF8.self)
        let lines = text.split(separator: "\n")
        let column = try #require(lines.first?.split(separator: "\t", omittingEmptySubsequences: false).firstIndex(of: "title"))
        var checked = 0
        for line in lines.dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard column < fields.count, let fast = CatalogTitleFolding.asciiFold(String(fields[column])) else { continue }
            let reference = CatalogTitleFolding.unicodeFold(String(fields[column]))
            #expect(fast.words == reference.words && fast.joined == reference.joined, "\(fields[column].debugDescription)")
            checked += 1
        }
        #expect(checked > 10_000)
    }

    @Test("every list of the real catalog splits as Foundation splits it")
    func wholeCatalog() throws {
        let text = String(decoding: CatalogResource.embeddedBytes, as: UTF8.self)
        var checked = 0
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            for index in [7, 8, 9, 10, 11] where index < fields.count {
                let field = String(fields[index])
                #expect(CatalogNameList.split(field) == reference(field), "\(field.debugDescription)")
                checked += 1
            }
        }
        #expect(checked > 80_000)
    }
}
