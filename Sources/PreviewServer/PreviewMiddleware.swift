import Foundation
import Hummingbird
import Infrastructure

/// What the preview adds around the files: GET and HEAD only (405 otherwise), a path climbing out
/// with `..` (plain or percent-encoded) refused with 403 before `FileMiddleware` sees it, the
/// site's own `404.html` with status 404 for anything not found, and headers for every answer:
/// `no-cache` (the browser asks again, and gets a 304 while the file is unchanged) and `nosniff`.
struct PreviewMiddleware<Context: RequestContext>: RouterMiddleware {
    let files: PreviewFileProvider

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        if request.method != .get && request.method != .head {
            response = Self.page(.methodNotAllowed, "Only GET and HEAD are served here.")
            response.headers[.allow] = "GET, HEAD"
        } else if let refusal = refusal(of: request) {
            response = refusal
        } else {
            do {
                response = try await next(request, context)
                if response.status == .notFound { response = notFound(request) }
            } catch let error as any HTTPResponseError where error.status == .notFound {
                response = notFound(request)
            }
        }
        response.headers[.cacheControl] = "no-cache"
        response.headers[.xContentTypeOptions] = "nosniff"
        return response
    }

    /// A 400 for a path that is not percent-encoded properly, a 403 for one the path policy refuses
    /// by its `..` segments; nil for any other.
    private func refusal(of request: Request) -> Response? {
        let raw = request.uri.path
        guard raw.contains("%") || raw.contains("..") else { return nil }
        guard let path = StaticPathResolver.decodedPath(of: raw) else {
            return Self.page(.badRequest, "The path is not percent-encoded properly.")
        }
        guard path.split(separator: "/").contains(".."), case .forbidden(let reason) = files.resolver.resolve(path) else { return nil }
        return Self.page(.forbidden, "Refused: \(reason).")
    }

    /// A short page saying what happened.
    private static func page(_ status: HTTPResponse.Status, _ message: String, link: (text: String, href: String)? = nil) -> Response {
        let title = "\(status.code) \(status.reasonPhrase)"
        let more = link.map { " <a href=\"\(MarkupEscaping.escaped($0.href))\">\(MarkupEscaping.escaped($0.text))</a>" } ?? ""
        let html = "<!doctype html>\n<title>\(title)</title>\n<h1>\(title)</h1>\n<p>\(MarkupEscaping.escaped(message))\(more)</p>\n"
        return Response(status: status, headers: [.contentType: "text/html; charset=utf-8"], body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }

    /// The site's `404.html` when it has one, else a short plain page.
    private func notFound(_ request: Request) -> Response {
        guard let page = files.notFoundPage()?.bytes else {
            if files.holdsMarkdownOnly {
                return Self.page(
                    .notFound,
                    "This site has Markdown pages only (it was built with --format markdown), which a browser shows as plain text. "
                        + "Build it with --format both to preview it here, or read the Markdown:",
                    link: ("index.md", "/index.md")
                )
            }
            return Self.page(.notFound, "There is no page at this address.")
        }
        let headers: HTTPFields = [.contentType: "text/html; charset=utf-8", .contentLength: String(page.readableBytes)]
        return Response(status: .notFound, headers: headers, body: request.method == .head ? ResponseBody() : ResponseBody(byteBuffer: page))
    }
}
