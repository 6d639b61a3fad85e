import Foundation
import Testing
@testable import Infrastructure

@Suite("XMLTree")
struct XMLTreeTests {
    private func parse(_ text: String) -> XMLTree? {
        XMLTree.parse(Data(text.utf8))
    }

    @Test("an S3 listing: declaration, namespace, nested elements, entities and character references")
    func listing() throws {
        let root = try #require(parse("""
            \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment -->
            <ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">
              <Name>movies</Name>
              <Contents><Key>a &amp; b/&lt;c&gt;.html</Key><ETag>&quot;abc&quot;</ETag><Size>12</Size></Contents>
              <Contents><Key>caf&#233;&#x2F;x</Key><Empty/><Data><![CDATA[<raw> & ]]></Data></Contents>
            </ListBucketResult>
            """))
        #expect(root.name == "ListBucketResult")
        #expect(root.value("Name") == "movies")
        let contents = root.all("Contents")
        #expect(contents.count == 2)
        #expect(contents[0].value("Key") == "a & b/<c>.html")
        #expect(contents[0].value("ETag") == "\"abc\"")
        #expect(contents[1].value("Key") == "café/x")
        #expect(contents[1].value("Empty") == "")
        #expect(contents[1].value("Data") == "<raw> & ")
    }

    @Test("namespace prefixes are dropped and attributes read past, either quote")
    func prefixes() throws {
        let root = try #require(parse(#"<s3:Error a="1" b='x &gt; y'><s3:Code>NoSuchKey</s3:Code></s3:Error>"#))
        #expect(root.name == "Error")
        #expect(root.value("Code") == "NoSuchKey")
    }

    @Test("what is not one well-formed document is nil", arguments: [
        "", "text", "<a>", "<a></b>", "<a><b></a></b>", "<a>&nope;</a>", "<a>&#0;</a>", "<a b=1></a>",
        "<a></a><b></b>", "<a></a>trailing", "<!DOCTYPE a><a></a>", "<a><!-- open </a>", "<a><![CDATA[x</a>",
        "<a b=\"<\"></a>", "<a>&#x110000;</a>", "<a><1></1></a>", "<a:></a:>", "<a><!x></!x></a>",
    ])
    func malformed(_ text: String) {
        #expect(parse(text) == nil)
    }

    @Test("nesting beyond the limit is refused, not read with ever more stack")
    func depth() {
        let deep = String(repeating: "<a>", count: 100_000) + String(repeating: "</a>", count: 100_000)
        #expect(parse(deep) == nil)
        let shallow = String(repeating: "<a>", count: XMLTreeReader.maxDepth) + String(repeating: "</a>", count: XMLTreeReader.maxDepth)
        #expect(parse(shallow) != nil)
    }
}
