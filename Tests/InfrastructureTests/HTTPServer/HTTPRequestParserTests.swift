import Infrastructure
import Testing

@Suite struct HTTPRequestParserTests {
    private let parser = HTTPRequestParser(maxHeadBytes: 256, maxHeaderCount: 4)

    private func parse(_ text: String) throws(HTTPRequestError) -> HTTPRequestHead {
        try parser.parse(Array(text.utf8))
    }

    private func error(_ text: String) -> HTTPRequestError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func findsTheEndOfTheHeadWithCRLFOrBareLF() throws {
        #expect(try parser.headLength(in: Array("GET / HTTP/1.1\r\nHost: a\r\n\r\nbody".utf8)) == 27)
        #expect(try parser.headLength(in: Array("GET / HTTP/1.0\n\n".utf8)) == 16)
        #expect(try parser.headLength(in: Array("\r\n\r\nGET / HTTP/1.0\r\n\r\n".utf8)) == 22)
        #expect(try parser.headLength(in: Array("GET / HTTP/1.1\r\nHost: a\r\n".utf8)) == nil)
        #expect(try parser.headLength(in: []) == nil)
    }

    @Test func aHeadLongerThanTheLimitIsTooLarge() {
        let long = Array(("GET /" + String(repeating: "a", count: 300)).utf8)
        #expect(throws: HTTPRequestError.tooLarge(limit: 256)) { try parser.headLength(in: long) }
        #expect(error("GET /" + String(repeating: "a", count: 300) + " HTTP/1.0\r\n\r\n")?.status == .requestHeaderFieldsTooLarge)
    }

    @Test func parsesMethodTargetVersionAndHeaders() throws {
        let request = try parse("GET /search/heat/?page=2 HTTP/1.1\r\nHost: 127.0.0.1:8000\r\nAccept:  text/html \r\n\r\n")
        #expect(request.method == "GET")
        #expect(request.target == "/search/heat/?page=2")
        #expect(request.path == "/search/heat/")
        #expect(request.minorVersion == 1)
        #expect(request.header("accept") == "text/html")
        #expect(request.header("HOST") == "127.0.0.1:8000")
        #expect(request.isReadMethod)
    }

    @Test func acceptsHTTP10WithoutHostAndBareLineFeeds() throws {
        let request = try parse("HEAD /style.css HTTP/1.0\n\n")
        #expect(request.method == "HEAD")
        #expect(request.minorVersion == 0)
        #expect(request.path == "/style.css")
    }

    @Test func percentDecodesThePath() throws {
        #expect(try parse("GET /a%20b/%C3%A9t%C3%A9.html HTTP/1.0\r\n\r\n").path == "/a b/été.html")
        #expect(try parse("GET /%2e%2e/secret HTTP/1.0\r\n\r\n").path == "/../secret")
    }

    @Test func acceptsTheAbsoluteForm() throws {
        #expect(try parse("GET http://127.0.0.1:8000/movie/7/index.html HTTP/1.1\r\nHost: x\r\n\r\n").path == "/movie/7/index.html")
        #expect(try parse("GET http://127.0.0.1:8000 HTTP/1.1\r\nHost: x\r\n\r\n").path == "/")
    }

    @Test func otherMethodsParseButAreNotReadMethods() throws {
        #expect(try !parse("POST / HTTP/1.1\r\nHost: a\r\n\r\n").isReadMethod)
        #expect(try !parse("get / HTTP/1.1\r\nHost: a\r\n\r\n").isReadMethod)
    }

    @Test func refusesMalformedRequestLines() {
        for bad in ["", "\r\n\r\n", "GET /\r\n\r\n", "GET  / HTTP/1.1\r\nHost: a\r\n\r\n", "GET / HTTP/1.1 extra\r\n\r\n",
                    "G(T / HTTP/1.0\r\n\r\n", "GET / HTP/1.1\r\n\r\n", "GET / HTTP/1\r\n\r\n", "GET * HTTP/1.0\r\n\r\n",
                    "GET example.com HTTP/1.0\r\n\r\n", "GET /a\u{7F}b HTTP/1.0\r\n\r\n"] {
            guard case .malformed = error(bad) else {
                Issue.record("accepted \(bad.debugDescription)")
                continue
            }
        }
    }

    @Test func refusesBadEscapesNULAndNonUTF8() {
        for target in ["/%zz", "/%2", "/a%", "/%00etc", "/%FF%FE"] {
            guard case .malformed = error("GET \(target) HTTP/1.0\r\n\r\n") else {
                Issue.record("accepted \(target)")
                continue
            }
        }
    }

    @Test func refusesMalformedHeaders() {
        for head in ["GET / HTTP/1.1\r\n\r\n", "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n",
                     "GET / HTTP/1.0\r\nNoColon\r\n\r\n", "GET / HTTP/1.0\r\nBad Name: x\r\n\r\n",
                     "GET / HTTP/1.0\r\nName : x\r\n\r\n", "GET / HTTP/1.0\r\nA: b\r\n folded\r\n\r\n",
                     "GET / HTTP/1.0\r\n: empty\r\n\r\n", "GET / HTTP/1.0\r\nA: 1\r\nB: 2\r\nC: 3\r\nD: 4\r\nE: 5\r\n\r\n"] {
            #expect(error(head)?.status == .badRequest, "accepted \(head.debugDescription)")
        }
    }

    @Test func otherVersionsAreNotSupported() {
        #expect(error("GET / HTTP/2.0\r\n\r\n") == .unsupportedVersion("HTTP/2.0"))
        #expect(error("GET / HTTP/1.2\r\n\r\n")?.status == .httpVersionNotSupported)
        #expect(error("GET / HTTP/0.9\r\n\r\n")?.status == .httpVersionNotSupported)
    }
}
