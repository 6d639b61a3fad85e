import Infrastructure

extension Endpoint {
    /// The path and the endpoint's own query parameters, e.g.
    /// `movie/603?append_to_response=credits&language=en-US`: what names a cached answer. The
    /// credential is never part of it.
    var cacheKey: String {
        var path = path[...]
        while path.hasPrefix("/") { path = path.dropFirst() }
        let query = queryParameters.map(\.percentEncoded).joined(separator: "&")
        return query.isEmpty ? String(path) : "\(path)?\(query)"
    }
}
