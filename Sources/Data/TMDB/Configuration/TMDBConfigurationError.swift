/// A TMDB setting in the environment that is missing or wrong.
public enum TMDBConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Neither `TMDB_API_KEY` nor `TMDB_ACCESS_TOKEN` is set.
    case missingCredential
    /// A URL variable does not hold an http(s) URL.
    case invalidURL(variable: String, value: String)

    public var description: String {
        switch self {
        case .missingCredential:
            "--source tmdb needs TMDB credentials: set TMDB_API_KEY (the v3 API key) or TMDB_ACCESS_TOKEN "
                + "(the API read access token) in the environment; both are on https://www.themoviedb.org/settings/api."
        case let .invalidURL(variable, value):
            "\(variable) must be an http or https URL with a host, not “\(value)”."
        }
    }
}
