import FuzzSupport
import Infrastructure

/// Any bytes as the target of a preview request, decoded and resolved against a real site folder
/// that has hidden files and symbolic links leading out of it (``FuzzSite``). Whatever the path:
/// a file served is a regular file inside the root, under no hidden name, never one of the files
/// outside or hidden; a redirect goes to the folder asked for; a path with `..` is never served or redirected;
/// and the same path resolves the same way twice.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStaticPath(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let target = String(decoding: fuzzBytes(data, size), as: UTF8.self)
    let site = FuzzSite.shared
    for candidate in [target, "/" + target] {
        guard let path = StaticPathResolver.decodedPath(of: candidate) else { continue }
        let resolution = site.resolver.resolve(path)
        fuzzRequire(site.resolver.resolve(path) == resolution, "\(path.debugDescription) resolves two ways")
        let climbs = path.split(separator: "/").contains("..")
        switch resolution {
        case .file(let file):
            fuzzRequire(!climbs, "\(path.debugDescription) climbs out yet gives \(file)")
            fuzzRequire(file.hasPrefix(site.realRoot + "/"), "\(path.debugDescription) gives \(file), outside \(site.realRoot)")
            fuzzRequire(!file.dropFirst(site.realRoot.count).split(separator: "/").contains { $0.hasPrefix(".") },
                        "\(path.debugDescription) gives the hidden file \(file)")
            fuzzRequire(site.isPublishedPage(file), "\(path.debugDescription) gives \(file), which is not a page of the site")
        case .redirect(let location):
            fuzzRequire(!climbs, "\(path.debugDescription) climbs out yet redirects to \(location)")
            fuzzRequire(location.hasPrefix("/") && location.hasSuffix("/"), "\(path.debugDescription) redirects to \(location)")
            let folder = StaticPathResolver.decodedPath(of: location) ?? "?"
            let segments = path.split(separator: "/").filter { $0 != "." }
            fuzzRequire(folder == "/" + segments.map { $0 + "/" }.joined(), "\(path.debugDescription) redirects to \(location), not to its folder")
        case .forbidden:
            fuzzRequire(climbs || site.leadsOut(path), "\(path.debugDescription) is refused without climbing out")
        case .notFound:
            break
        }
    }
    return 0
}
