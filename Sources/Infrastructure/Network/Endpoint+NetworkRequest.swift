import Foundation

extension Endpoint {
    /// The full URL: base URL, path (or the path alone when it is a full http or https URL), the
    /// endpoint's query parameters, then the configuration's, then the credential when it is a
    /// query parameter.
    ///
    /// - Throws: ``NetworkError/invalidURL(_:)`` (with the secret redacted) when the parts do not
    ///   make a valid http or https URL.
    public func url(with configuration: NetworkConfiguration) throws(NetworkError) -> URL {
        var base = configuration.baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        var relativePath = path[...]
        if let schemeEnd = path.range(of: "://"), ["http", "https"].contains(path[..<schemeEnd.lowerBound].lowercased()) {
            // A full URL (an image's, say): the base URL does not apply.
            base = String(path[..<schemeEnd.upperBound])
            relativePath = path[schemeEnd.upperBound...]
            base += relativePath.prefix { $0 != "/" }
            relativePath = relativePath.drop { $0 != "/" }
        }
        while relativePath.hasPrefix("/") { relativePath = relativePath.dropFirst() }
        var parameters = queryParameters + configuration.queryParameters
        if case let .queryParameter(name, value) = configuration.credential {
            parameters.append(QueryParameter(name, value))
        }
        let query = parameters.map(\.percentEncoded).joined(separator: "&")
        let text = base + "/" + relativePath + (query.isEmpty ? "" : "?" + query)
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
              url.host?.isEmpty == false
        else {
            throw .invalidURL(configuration.redact(text))
        }
        return url
    }

    /// The request to send: URL, method, the configuration's headers overridden by the
    /// endpoint's, `Accept: application/json`, the bearer token when there is one, the body, and
    /// the configuration's timeout.
    public func networkRequest(with configuration: NetworkConfiguration) throws(NetworkError) -> NetworkRequest {
        var request = NetworkRequest(url: try url(with: configuration), method: method.rawValue, body: body, timeout: configuration.requestTimeout)
        request.setValue("application/json", forHeader: "Accept")
        for (name, value) in configuration.headers.merging(headers, uniquingKeysWith: { _, endpoint in endpoint }) {
            request.setValue(value, forHeader: name)
        }
        if case let .bearerToken(token) = configuration.credential {
            request.setValue("Bearer \(token)", forHeader: "Authorization")
        }
        return request
    }
}
