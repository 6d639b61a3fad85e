import Foundation
import Infrastructure

/// The files a publication left in an output folder, summed up without reading them: a digest of
/// the manifest's list and of every listed file's stamp (``FileStamp``). Any file rewritten,
/// replaced, touched or removed since changes it.
enum PublishedSite {
    /// The digest of the site published in `output`, or nil when it has no manifest or a file the
    /// manifest lists is missing.
    static func digest(output: String) -> String? {
        let manifestPath = (output as NSString).appendingPathComponent(SiteManifest.fileName)
        guard let bytes = FileManager.default.contents(atPath: manifestPath),
              let manifest = SiteManifest.decode(Array(bytes)),
              let manifestStamp = FileStamp.of(manifestPath) else { return nil }
        var hasher = FingerprintHasher()
        hasher.update("marquee published site")
        hasher.update(manifestStamp)
        hasher.update(manifest.files.count)
        for file in manifest.files where file != SiteManifest.fileName {
            guard let stamp = FileStamp.of((output as NSString).appendingPathComponent(file)) else { return nil }
            hasher.update(file)
            hasher.update(stamp)
        }
        return hasher.hexDigest
    }
}
