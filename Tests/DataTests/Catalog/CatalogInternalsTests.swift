@testable import Data
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
