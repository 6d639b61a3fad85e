@testable import Data
import Foundation
import Infrastructure
import Testing

@Suite("TMDB configuration from the environment")
struct TMDBConfigurationTests {
    @Test("the API key is sent as api_key, with TMDB's defaults")
    func apiKey() throws {
        let configuration = try TMDBConfiguration(environment: ["TMDB_API_KEY": " abc123 "])
        #expect(configuration.credential == .queryParameter(name: "api_key", value: "abc123"))
        #expect(configuration.credentialVariable == "TMDB_API_KEY")
        #expect(configuration.apiBaseURL.absoluteString == "https://api.themoviedb.org/3")
        #expect(configuration.imageBaseURL == nil)
        #expect(configuration.language == "en-US")
        #expect(configuration.includeAdult == false)
    }

    @Test("the access token is sent as a bearer token; the key wins when both are set")
    func accessToken() throws {
        let token = try TMDBConfiguration(environment: ["TMDB_ACCESS_TOKEN": "tok", "TMDB_API_KEY": "  "])
        #expect(token.credential == .bearerToken("tok"))
        #expect(token.credentialVariable == "TMDB_ACCESS_TOKEN")
        let both = try TMDBConfiguration(environment: ["TMDB_ACCESS_TOKEN": "tok", "TMDB_API_KEY": "key"])
        #expect(both.credentialVariable == "TMDB_API_KEY")
    }

    @Test("no credential names both variables; --offline needs none")
    func missing() throws {
        let error = #expect(throws: TMDBConfigurationError.self) { try TMDBConfiguration(environment: [:]) }
        #expect(error == .missingCredential)
        let message = String(describing: error!)
        #expect(message.contains("TMDB_API_KEY") && message.contains("TMDB_ACCESS_TOKEN"))
        let offline = try TMDBConfiguration(environment: [:], requireCredential: false)
        #expect(offline.credential == nil)
    }

    @Test("base URLs come from the environment and must be http(s)")
    func urls() throws {
        let configuration = try TMDBConfiguration(environment: [
            "TMDB_API_KEY": "k", "TMDB_API_BASE_URL": "http://127.0.0.1:8080/3", "TMDB_IMAGE_BASE_URL": "https://img.example/t/p/",
        ])
        #expect(configuration.apiBaseURL.absoluteString == "http://127.0.0.1:8080/3")
        #expect(configuration.imageBaseURL == "https://img.example/t/p/")
        #expect(throws: TMDBConfigurationError.invalidURL(variable: "TMDB_API_BASE_URL", value: "api.themoviedb.org")) {
            try TMDBConfiguration(environment: ["TMDB_API_KEY": "k", "TMDB_API_BASE_URL": "api.themoviedb.org"])
        }
        #expect(throws: TMDBConfigurationError.invalidURL(variable: "TMDB_IMAGE_BASE_URL", value: "file:///tmp")) {
            try TMDBConfiguration(environment: ["TMDB_API_KEY": "k", "TMDB_IMAGE_BASE_URL": "file:///tmp"])
        }
        #expect(throws: TMDBConfigurationError.invalidURL(variable: "TMDB_API_BASE_URL", value: "api.themoviedb.org/3?api_key=<redacted>")) {
            try TMDBConfiguration(environment: ["TMDB_API_KEY": "abc123", "TMDB_API_BASE_URL": "api.themoviedb.org/3?api_key=abc123"])
        }
    }

    @Test("the network configuration carries the credential, and redacts it")
    func network() throws {
        let network = try TMDBConfiguration(environment: ["TMDB_API_KEY": "abc123"]).networkConfiguration
        #expect(network.credential == .queryParameter(name: "api_key", value: "abc123"))
        #expect(network.redact("x?api_key=abc123") == "x?api_key=<redacted>")
    }
}
