import Foundation
import Infrastructure
import Hummingbird

/// The files of the output folder as `FileMiddleware` sees them, through Marquee's path policy
/// (``StaticPathResolver``): `..` and symbolic links leading out are refused with 403, hidden
/// files are not there, and HTML pages carry the live-reload script when it is on.
struct PreviewFileProvider: FileProvider {
    let resolver: StaticPathResolver
    let injectsLiveReload: Bool

    func getFileIdentifier(_ path: String) -> PreviewFile? {
        switch resolver.resolve(path) {
        case .file(let file):
            // A folder asked for with its slash: FileMiddleware asks again for its index.html,
            // so the page's media type comes from its name.
            if path.hasSuffix("/") { return PreviewFile(content: .folder, modificationDate: .distantPast) }
            return PreviewFile.read(file, injecting: injectsLiveReload && Self.isPage(file))
        case .redirect:
            return PreviewFile(content: .folder, modificationDate: .distantPast)
        case .notFound:
            return nil
        case .forbidden(let reason):
            return PreviewFile(content: .refused(reason), modificationDate: .distantPast)
        }
    }

    func getAttributes(id: PreviewFile) async throws -> PreviewFile? {
        if case .refused(let reason) = id.content { throw HTTPError(.forbidden, message: "Refused: \(reason).") }
        return id
    }

    func loadFile(id: PreviewFile, context: some RequestContext) async throws -> ResponseBody {
        ResponseBody(byteBuffer: id.bytes)
    }

    func loadFile(id: PreviewFile, range: ClosedRange<Int>, context: some RequestContext) async throws -> ResponseBody {
        let bytes = id.bytes
        let lower = max(range.lowerBound, 0)
        let upper = min(range.upperBound, bytes.readableBytes - 1)
        guard lower <= upper, let slice = bytes.getSlice(at: bytes.readerIndex + lower, length: upper - lower + 1) else {
            throw HTTPError(.rangeNotSatisfiable)
        }
        return ResponseBody(byteBuffer: slice)
    }

    /// True when the site's home page is `index.md` alone: a site built with `--format markdown`.
    var holdsMarkdownOnly: Bool {
        if case .file = resolver.resolve("/index.html") { return false }
        if case .file = resolver.resolve("/index.md") { return true }
        return false
    }

    /// The site's own 404 page, read now, when it has one.
    func notFoundPage() -> PreviewFile? {
        resolver.notFoundPage().flatMap { PreviewFile.read($0, injecting: injectsLiveReload) }
    }

    static func isPage(_ path: String) -> Bool {
        let name = path.lowercased()
        return name.hasSuffix(".html") || name.hasSuffix(".htm")
    }
}
