import Foundation
import Infrastructure

/// The files a publication left in an output folder, summed up without reading them: a digest of
/// the manifest's list and of every listed file's stamp (``FileStamp``). Any file rewritten,
/// replaced, touched or removed since changes it.
enum PublishedSite {
    /// The digest of the site published in `output`, or nil when it has no manifest or a file the
    /// manifest lists is missing.
    static func digest(output: String) -> String? {
        let manifestPath = output + "/" + SiteManifest.fileName
        guard let bytes = FileManager.default.contents(atPath: manifestPath),
              let manifest = SiteManifest.decode(Array(bytes)),
              let manifestStamp = FileStamp.of(manifestPath) else { return nil }
        var hasher = FingerprintHasher()
        hasher.update("marquee published site 2")
        hasher.update(manifestStamp)
        hasher.update(manifest.files.count)
        // Each chunk's files and stamps hashed where they are read, on every core; the site's
        // digest is that of the chunks' digests, in order.
        let parts = FileStamp.mapChunks(of: manifest.files.filter { $0 != SiteManifest.fileName }, in: output) { files, stamps -> String? in
            var part = FingerprintHasher()
            for (file, stamp) in zip(files, stamps) {
                guard let stamp else { return nil }
                part.update(file)
                part.update(stamp)
            }
            return part.hexDigest
        }
        for part in parts {
            guard let part else { return nil }
            hasher.update(part)
        }
        return hasher.hexDigest
    }
}
