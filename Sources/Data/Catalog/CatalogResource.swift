import Foundation

/// Finds `catalog.tsv`, the film list embedded in the Data target's resource bundle.
public enum CatalogResource {
    /// An environment variable naming a catalog.tsv to use instead of the embedded one.
    public static let environmentVariable = "MARQUEE_CATALOG_TSV"
    /// The folder SwiftPM puts the Data target's resources in, next to the executable on Linux.
    public static let bundleDirectoryName = "Marquee_Data.resources"
    public static let fileName = "catalog.tsv"

    /// The catalog file to use, looked for in this order:
    /// 1. the path in `MARQUEE_CATALOG_TSV`, when set (it must exist);
    /// 2. `Marquee_Data.resources/catalog.tsv` (or the macOS `Marquee_Data.bundle` forms) in the
    ///    directory of the running executable, symbolic links resolved;
    /// 3. `Bundle.module`, SwiftPM's accessor, which also knows the build directory. It stops the
    ///    program when that directory is gone too, so it is reached only after the other places
    ///    failed.
    ///
    /// - Throws: ``MoviesCatalogError/resourceNotFound(searched:)`` when the override names a
    ///   missing file.
    public static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executableURL: URL? = Bundle.main.executableURL
    ) throws(MoviesCatalogError) -> URL {
        if let override = environment[environmentVariable], !override.isEmpty {
            let url = URL(fileURLWithPath: override)
            guard isFile(url) else { throw .resourceNotFound(searched: [override]) }
            return url
        }
        let candidates = bundleCandidates(executableURL: executableURL)
        if let found = candidates.first(where: isFile) {
            return found
        }
        if let module = Bundle.module.url(forResource: "catalog", withExtension: "tsv"), isFile(module) {
            return module
        }
        throw .resourceNotFound(searched: candidates.map(\.path) + ["Bundle.module"])
    }

    static func bundleCandidates(executableURL: URL?) -> [URL] {
        guard let executableURL else { return [] }
        let directories = [executableURL, executableURL.resolvingSymlinksInPath()]
            .map { $0.deletingLastPathComponent() }
        var candidates: [URL] = []
        for directory in directories {
            for relativePath in [
                "\(bundleDirectoryName)/\(fileName)",
                "Marquee_Data.bundle/\(fileName)",
                "Marquee_Data.bundle/Contents/Resources/\(fileName)",
            ] {
                let candidate = directory.appendingPathComponent(relativePath)
                if !candidates.contains(candidate) {
                    candidates.append(candidate)
                }
            }
        }
        return candidates
    }

    private static func isFile(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}
