import Foundation
import Infrastructure
import Rendering

/// A SHA-256 digest of every input that decides what a build of the embedded catalog publishes:
/// the Marquee binary (and the libcmark and SQLite it links), the catalog, the template files, the
/// query list and the options that shape the site. Equal fingerprints and equal recent searches
/// make byte-identical sites, so a build whose fingerprint matches the last one can keep the
/// published site (see ``BuildMemoizer``).
///
/// Not for sources that can change on their own (TMDB), nor for downloaded posters.
struct BuildFingerprint: Equatable, Sendable {
    /// Bump when the inputs hashed here change meaning.
    static let version = 1

    let digest: String
    /// A digest of what turns a page's values into bytes: the binary, the libraries it links and
    /// the templates. Pages may be kept from the last build only while it is unchanged (see
    /// ``PageDigests``).
    let render: String

    /// - Parameters:
    ///   - queries: the parsed query list, in order.
    ///   - catalog: the catalog's fingerprint (``CatalogLoadReport/fingerprint``).
    ///   - templatesDirectory: the folder overriding the built-in templates, if any.
    /// - Returns: nil when the running binary cannot be identified.
    init?(configuration: AppConfiguration, queries: [String], catalog: String, templatesDirectory: String?) {
        guard let binary = Self.executableStamp() else { return nil }
        var renderHasher = SHA256Hasher()
        renderHasher.update("marquee render fingerprint")
        renderHasher.update(Self.version)
        renderHasher.update(binary)
        renderHasher.update(LinkedLibraries.versions)
        Self.addTemplates(in: templatesDirectory, to: &renderHasher)
        render = renderHasher.hexDigest

        var hasher = SHA256Hasher()
        hasher.update("marquee build fingerprint")
        hasher.update(render)
        hasher.update(catalog)
        hasher.update(configuration.source.rawValue)
        hasher.update(configuration.maxPages)
        hasher.update(configuration.recentLimit)
        hasher.update(configuration.format.rawValue)
        hasher.update(configuration.posters.rawValue)
        hasher.update(configuration.baseURL ?? "")
        hasher.update(queries.count)
        for query in queries { hasher.update(query) }
        digest = hasher.hexDigest
    }

    /// Every template file of the folder, by name: its bytes, or a mark that it is absent (the
    /// built-in copy, part of the binary, is used then).
    private static func addTemplates(in directory: String?, to hasher: inout SHA256Hasher) {
        guard let directory else {
            hasher.update("built-in templates")
            return
        }
        for file in TemplateFile.allCases {
            hasher.update(file.fileName)
            let path = (directory as NSString).appendingPathComponent(file.fileName)
            if let bytes = FileManager.default.contents(atPath: path) {
                hasher.update(bytes.count)
                hasher.update(bytes: bytes)
            } else {
                hasher.update(-1)
            }
        }
    }

    /// The running executable's stamp (device, inode, size, modification time): a rebuilt or
    /// replaced binary gets a new one.
    private static func executableStamp() -> String? {
        let candidates = ["/proc/self/exe", Bundle.main.executablePath, CommandLine.arguments.first].compactMap { $0 }
        for path in candidates {
            if let stamp = FileStamp.following(path) { return stamp }
        }
        return nil
    }
}
