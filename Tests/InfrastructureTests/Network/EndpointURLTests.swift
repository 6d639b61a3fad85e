import Foundation
import Testing
@testable import Infrastructure

@Suite("Endpoint URL building")
struct EndpointURLTests {
    @Test("joins base URL and path with one slash, parameters in the given order, the key last")
    func orderAndSlashes() throws {
        let endpoint = Endpoint<String>(path: "/search/movie", queryParameters: [
            QueryParameter("query", "star wars"), QueryParameter("page", "2"), QueryParameter("include_adult", "false"),
        ])
        for base in ["https://api.example.test/3", "https://api.example.test/3/", "https://api.example.test/3//"] {
            let configuration = NetworkConfiguration(
                baseURL: URL(string: base)!,
                credential: .queryParameter(name: "api_key", value: "abc"),
                queryParameters: [QueryParameter("language", "en-US")]
            )
            #expect(try endpoint.url(with: configuration).absoluteString
                == "https://api.example.test/3/search/movie?query=star%20wars&page=2&include_adult=false&language=en-US&api_key=abc")
        }
    }

    @Test("a full URL as the path is requested as it is, whatever the base URL")
    func fullURL() throws {
        let configuration = NetworkConfiguration(baseURL: URL(string: "https://api.example.test/3")!)
        let endpoint = Endpoint<String>(path: "http://127.0.0.1:8080/t/p/w342/abc.jpg")
        #expect(try endpoint.url(with: configuration).absoluteString == "http://127.0.0.1:8080/t/p/w342/abc.jpg")
        #expect(try Endpoint<String>(path: "HTTPS://images.example.test/a.png").url(with: configuration).absoluteString
            == "HTTPS://images.example.test/a.png")
        #expect(try Endpoint<String>(path: "ftp://x/a.png").url(with: configuration).absoluteString
            == "https://api.example.test/3/ftp://x/a.png", "only http and https count as full URLs")
    }

    @Test("percent-encodes everything but unreserved characters, so + and & survive")
    func encoding() throws {
        let endpoint = Endpoint<String>(path: "search", queryParameters: [QueryParameter("query", "c++ & amélie=1/2?")])
        let url = try endpoint.url(with: NetworkConfiguration(baseURL: URL(string: "http://127.0.0.1:8080")!))
        #expect(url.absoluteString == "http://127.0.0.1:8080/search?query=c%2B%2B%20%26%20am%C3%A9lie%3D1%2F2%3F")
        #expect(URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first?.value == "c++ & amélie=1/2?")
    }

    @Test("a bearer token goes in the Authorization header and never in the URL")
    func bearer() throws {
        let configuration = NetworkConfiguration(
            baseURL: URL(string: "https://api.example.test/3")!,
            credential: .bearerToken("tok"),
            headers: ["User-Agent": "marquee-test"],
            requestTimeout: .milliseconds(1500)
        )
        let request = try Endpoint<String>(path: "configuration", headers: ["X-Extra": "1"]).networkRequest(with: configuration)
        #expect(request.url.absoluteString == "https://api.example.test/3/configuration")
        #expect(request.value(forHeader: "Authorization") == "Bearer tok")
        #expect(request.value(forHeader: "Accept") == "application/json")
        #expect(request.value(forHeader: "User-Agent") == "marquee-test")
        #expect(request.value(forHeader: "X-Extra") == "1")
        #expect(request.method == "GET")
        #expect(request.timeout == .milliseconds(1500))
    }

    @Test("a base URL that is not http(s) is an invalid URL whose message hides the key")
    func invalidBase() {
        let configuration = NetworkConfiguration(
            baseURL: URL(string: "ftp://files.example.test")!,
            credential: .queryParameter(name: "api_key", value: "hidden-key")
        )
        let error = #expect(throws: NetworkError.self) { try Endpoint<String>(path: "x").url(with: configuration) }
        guard case let .invalidURL(text) = error else { Issue.record("expected invalidURL, got \(String(describing: error))"); return }
        #expect(text.contains("api_key=<redacted>"))
        #expect(!String(describing: error).contains("hidden-key"))
    }

    @Test("the credential never shows, as is or percent-encoded")
    func redaction() {
        let credential = NetworkCredential.queryParameter(name: "api_key", value: "a+b/c")
        #expect(!credential.description.contains("a+b/c"))
        #expect(credential.redact("url?api_key=a%2Bb%2Fc and a+b/c") == "url?api_key=<redacted> and <redacted>")
        #expect(NetworkCredential.bearerToken("tok").description == "Authorization: Bearer <redacted>")
    }
}
