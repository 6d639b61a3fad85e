import Foundation
import Infrastructure

/// How Marquee talks to The Movie Database (TMDB) v3 API.
public struct TMDBConfiguration: Sendable, Hashable {
    /// `https://api.themoviedb.org/3`.
    public static let defaultAPIBaseURL = URL(string: "https://api.themoviedb.org/3")!
    /// `https://image.tmdb.org/t/p`.
    public static let defaultImageBaseURL = "https://image.tmdb.org/t/p"
    /// TMDB serves no result page past this one.
    public static let maxPageNumber = 500

    /// The API key (sent as `api_key`) or read access token (sent as `Authorization: Bearer`);
    /// nil only when nothing will be asked of the network (`--offline`).
    public let credential: NetworkCredential?
    /// The environment variable the credential came from, named when TMDB refuses it.
    public let credentialVariable: String?
    public let apiBaseURL: URL
    /// The image base set in `TMDB_IMAGE_BASE_URL`; nil to use the one TMDB's `configuration`
    /// names (or ``defaultImageBaseURL``).
    public let imageBaseURL: String?
    /// The language of titles and overviews (`language` of every request).
    public let language: String
    /// Never true: Marquee does not ask for adult titles.
    public let includeAdult: Bool
    /// How long one attempt waits for an answer.
    public let requestTimeout: Duration

    public init(
        credential: NetworkCredential?,
        credentialVariable: String? = nil,
        apiBaseURL: URL = TMDBConfiguration.defaultAPIBaseURL,
        imageBaseURL: String? = nil,
        language: String = "en-US",
        requestTimeout: Duration = .seconds(15)
    ) {
        self.credential = credential
        self.credentialVariable = credentialVariable
        self.apiBaseURL = apiBaseURL
        self.imageBaseURL = imageBaseURL
        self.language = language
        self.includeAdult = false
        self.requestTimeout = requestTimeout
    }

    /// The HTTP client's configuration: base URL, credential, timeout.
    public var networkConfiguration: NetworkConfiguration {
        NetworkConfiguration(baseURL: apiBaseURL, credential: credential, requestTimeout: requestTimeout)
    }
}
