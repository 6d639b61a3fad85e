import Foundation
import Infrastructure

extension TMDBConfiguration {
    /// The variables Marquee reads.
    public enum EnvironmentVariable {
        public static let apiKey = "TMDB_API_KEY"
        public static let accessToken = "TMDB_ACCESS_TOKEN"
        public static let apiBaseURL = "TMDB_API_BASE_URL"
        public static let imageBaseURL = "TMDB_IMAGE_BASE_URL"
    }

    /// Reads the configuration from environment variables: `TMDB_API_KEY` (preferred when both are
    /// set) or `TMDB_ACCESS_TOKEN`, `TMDB_API_BASE_URL`, `TMDB_IMAGE_BASE_URL`. Blank values count
    /// as unset.
    ///
    /// - Parameters:
    ///   - requireCredential: false when no request will be sent (`--offline`).
    ///   - language: TMDB's `language` parameter, e.g. `es-ES` (`--language`).
    /// - Throws: ``TMDBConfigurationError`` naming the variable to fix.
    public init(environment: [String: String], requireCredential: Bool = true, language: String = "en-US") throws(TMDBConfigurationError) {
        func value(_ name: String) -> String? {
            guard let text = environment[name]?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
            return text
        }
        let credential: NetworkCredential?
        let variable: String?
        if let key = value(EnvironmentVariable.apiKey) {
            credential = .queryParameter(name: "api_key", value: key)
            variable = EnvironmentVariable.apiKey
        } else if let token = value(EnvironmentVariable.accessToken) {
            credential = .bearerToken(token)
            variable = EnvironmentVariable.accessToken
        } else if requireCredential {
            throw .missingCredential
        } else {
            credential = nil
            variable = nil
        }
        var apiBaseURL = Self.defaultAPIBaseURL
        if let text = value(EnvironmentVariable.apiBaseURL) {
            guard let url = Self.httpURL(text) else {
                throw .invalidURL(variable: EnvironmentVariable.apiBaseURL, value: credential?.redact(text) ?? text)
            }
            apiBaseURL = url
        }
        var imageBaseURL: String?
        if let text = value(EnvironmentVariable.imageBaseURL) {
            guard Self.httpURL(text) != nil else {
                throw .invalidURL(variable: EnvironmentVariable.imageBaseURL, value: credential?.redact(text) ?? text)
            }
            imageBaseURL = text
        }
        self.init(credential: credential, credentialVariable: variable, apiBaseURL: apiBaseURL, imageBaseURL: imageBaseURL, language: language)
    }

    private static func httpURL(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
              url.host?.isEmpty == false
        else { return nil }
        return url
    }
}
