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
        hasher.update("marquee published site")
        hasher.update(manifestStamp)
        hasher.update(manifest.files.count)
        // A batch of stamps at a time, read on every core: the whole site's paths and stamps at
        // once would be tens of megabytes at the end of the largest builds.
        for start in stride(from: 0, to: manifest.files.count, by: stampBatch) {
            let files = manifest.files[start..<min(start + stampBatch, manifest.files.count)].filter { $0 != SiteManifest.fileName }
            for (file, stamp) in zip(files, FileStamp.numbers(of: files[...], in: output)) {
                guard let stamp else { return nil }
                hasher.update(file)
                hasher.update(stamp)
            }
        }
        return hasher.hexDigest
    }

    private static let stampBatch = 8192
}
