/// Turns a request, or the reason it could not be parsed, into a response for the files under a
/// root folder. Pure apart from reading the file system; no sockets.
struct StaticFileResponder: Sendable {
    let resolver: StaticPathResolver

    /// The answer to a well-formed request.
    func respond(to request: HTTPRequestHead) -> StaticFileResponse {
        guard request.isReadMethod else {
            var response = Self.page(.methodNotAllowed, "Only GET and HEAD are served here.")
            response.headers.append(("Allow", "GET, HEAD"))
            return response
        }
        var response = resolve(request.path)
        response.omitsBody = request.method == "HEAD"
        return response
    }

    /// The answer to a request that could not be parsed.
    func respond(to error: HTTPRequestError) -> StaticFileResponse {
        Self.page(error.status, "\(error)")
    }

    /// The answer when the request head did not arrive in time.
    func timeout() -> StaticFileResponse {
        Self.page(.requestTimeout, "The request did not arrive in time.")
    }

    /// The answer when every connection slot is taken.
    func busy() -> StaticFileResponse {
        Self.page(.serviceUnavailable, "Too many connections at once; try again.")
    }

    private func resolve(_ path: String) -> StaticFileResponse {
        switch resolver.resolve(path) {
        case .file(let file):
            // The folder may have been swapped since it was resolved: a vanished file is a 404.
            guard let opened = OpenFile(path: file) else { return notFound() }
            return StaticFileResponse(status: .ok, headers: Self.fileHeaders(for: file), body: .file(opened))
        case .redirect(let location):
            var response = Self.page(.movedPermanently, "This folder lives at \(location).")
            response.headers.append(("Location", location))
            return response
        case .notFound:
            return notFound()
        case .forbidden(let reason):
            return Self.page(.forbidden, "Refused: \(reason).")
        }
    }

    /// The site's `404.html` with status 404 when it has one, else a plain page.
    private func notFound() -> StaticFileResponse {
        if let page = resolver.notFoundPage(), let opened = OpenFile(path: page) {
            return StaticFileResponse(status: .notFound, headers: Self.fileHeaders(for: page), body: .file(opened))
        }
        return Self.page(.notFound, "There is no page at this address.")
    }

    private static func fileHeaders(for path: String) -> [(name: String, value: String)] {
        [("Content-Type", MediaType.forPath(path)), ("Cache-Control", "no-cache"), ("X-Content-Type-Options", "nosniff")]
    }

    /// A small HTML page saying what happened.
    private static func page(_ status: HTTPResponseStatus, _ message: String) -> StaticFileResponse {
        let title = "\(status.code) \(status.reasonPhrase)"
        let html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>\(title)</title></head>
            <body><h1>\(title)</h1><p>\(MarkupEscaping.escaped(message))</p></body></html>

            """
        return StaticFileResponse(
            status: status,
            headers: [("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-cache"), ("X-Content-Type-Options", "nosniff")],
            body: .bytes(Array(html.utf8))
        )
    }

}
