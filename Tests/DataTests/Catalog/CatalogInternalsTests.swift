@testable import Data
import Foundation
import Testing

@Suite("Catalog internals")
struct CatalogInternalsTests {
    @Test("search words are runs of letters and digits, each quoted and ANDed")
    func searchTerms() {
        #expect(CatalogSearchTerms("Star Wars: Episode IV").words == ["Star", "Wars", "Episode", "IV"])
        #expect(CatalogSearchTerms("schindler's list").words == ["schindler", "s", "list"])
        #expect(CatalogSearchTerms("Amélie 2001").matchExpression == "\"Amélie\" AND \"2001\"")
        #expect(CatalogSearchTerms("NEAR(a b) OR c*").matchExpression == "\"NEAR\" AND \"a\" AND \"b\" AND \"OR\" AND \"c\"")
        #expect(CatalogSearchTerms("\" * ( ) : ^ -").matchExpression == nil)
        #expect(CatalogSearchTerms("").matchExpression == nil)
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
