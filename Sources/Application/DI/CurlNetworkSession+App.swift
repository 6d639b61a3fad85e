import Infrastructure

extension CurlNetworkSession {
    /// A session for `purpose` ("TMDB", "Deploying to S3", "Downloading posters").
    ///
    /// - Throws: `MarqueeError` (exit 1) naming the library to install when libcurl is missing.
    static func make(for purpose: String, maxConnectionsPerHost: Int) throws -> CurlNetworkSession {
        do {
            return try CurlNetworkSession(maxConnectionsPerHost: maxConnectionsPerHost)
        } catch {
            throw MarqueeError(.failed, "\(purpose) needs libcurl: \(error.description)")
        }
    }
}
