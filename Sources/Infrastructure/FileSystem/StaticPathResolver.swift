import Foundation

/// Maps a decoded request path onto a file inside a root folder, refusing every way out of it.
///
/// The root is resolved again on every call (`realpath`), never held open, so a root folder that
/// is replaced atomically between two requests (a new inode each time) is always served as it is
/// now. A path is refused when a segment is `..`; hidden names (a segment starting with `.`) are
/// not found; a symbolic link is followed only when its target stays inside the root. A folder is
/// served through its `index.html`, and a folder path without a trailing slash is redirected to
/// one, so relative links in the page resolve as they do from disk.
public struct StaticPathResolver: Sendable {
    /// Where a request path leads.
    public enum Resolution: Sendable, Equatable {
        /// A regular file inside the root: its absolute, symlink-free path.
        case file(String)
        /// A folder asked for without its trailing slash: the path to redirect to, encoded.
        case redirect(location: String)
        /// Nothing to serve there (missing, hidden, a folder without `index.html`, a device).
        case notFound
        /// The path tries to leave the root; the reason says how.
        case forbidden(String)
    }

    /// The root as configured, made absolute against the working directory when created.
    public let root: String

    /// The page served with a 404, relative to the root, when present.
    public static let notFoundPageName = "404.html"

    public init(root: String) {
        let absolute = root.hasPrefix("/") ? root : FileManager.default.currentDirectoryPath + "/" + root
        self.root = (absolute as NSString).standardizingPath
    }

    /// Resolves `path`, a decoded request path starting with `/`.
    public func resolve(_ path: String) -> Resolution {
        if Self.holdsNUL(path) { return .notFound }
        var segments: [Substring] = []
        for segment in path.split(separator: "/") {
            if segment == "." { continue }
            if segment == ".." { return .forbidden("the path climbs out of the site with ..") }
            if segment.hasPrefix(".") { return .notFound }
            segments.append(segment)
        }
        guard let realRoot = Self.realPath(root), let rootInfo = Self.fileInfo(realRoot), Self.isDirectory(rootInfo) else {
            return .notFound
        }
        let candidate = segments.isEmpty ? realRoot : realRoot + "/" + segments.joined(separator: "/")
        guard let real = Self.realPath(candidate), let info = Self.fileInfo(real) else { return .notFound }
        guard Self.isInside(real, root: realRoot) else {
            return .forbidden("a symbolic link leads outside the site")
        }
        if Self.isRegularFile(info) {
            // A file asked for as a folder (`/style.css/`) is not there.
            return path.hasSuffix("/") ? .notFound : .file(real)
        }
        guard Self.isDirectory(info) else { return .notFound }
        guard path.hasSuffix("/") else {
            let folder = segments.isEmpty ? "/" : "/" + segments.joined(separator: "/") + "/"
            return .redirect(location: Self.percentEncoded(folder))
        }
        guard let index = Self.realPath(real + "/index.html"), Self.isInside(index, root: realRoot),
              let indexInfo = Self.fileInfo(index), Self.isRegularFile(indexInfo) else {
            return .notFound
        }
        return .file(index)
    }

    /// The decoded form of a request's percent-encoded path; nil when it is not encoded properly
    /// or decodes to a NUL, which no file name holds.
    public static func decodedPath(of rawPath: String) -> String? {
        guard let path = rawPath.removingPercentEncoding, !holdsNUL(path) else { return nil }
        return path
    }

    /// Whether `path` holds a NUL byte, which would end it early at the C file-system calls. A
    /// byte test, not `contains("\0")`: a NUL followed by a combining mark is one `Character`.
    private static func holdsNUL(_ path: String) -> Bool {
        path.utf8.contains(0)
    }

    /// The site's own 404 page, `404.html` at the root, when it is a regular file inside it.
    public func notFoundPage() -> String? {
        if case .file(let path) = resolve("/" + Self.notFoundPageName) { return path }
        return nil
    }

    /// `stat`, following symbolic links; nil when nothing is there.
    private static func fileInfo(_ path: String) -> stat? {
        var info = stat()
        return stat(path, &info) == 0 ? info : nil
    }

    /// The absolute path of `path` without symbolic links, `.` or `..`; nil when it is missing.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func isDirectory(_ info: stat) -> Bool { (info.st_mode & S_IFMT) == S_IFDIR }
    private static func isRegularFile(_ info: stat) -> Bool { (info.st_mode & S_IFMT) == S_IFREG }

    /// `path` with every byte outside unreserved characters and `/` percent-encoded.
    private static func percentEncoded(_ path: String) -> String {
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    private static func isInside(_ path: String, root: String) -> Bool {
        path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
    }
}
