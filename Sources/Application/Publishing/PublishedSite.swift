import Foundation
import Infrastructure

/// The files a publication left in an output folder, summed up without reading them: a digest of
/// the manifest's list and of every listed file's stamp (``FileStamp``). Any file rewritten,
/// replaced, touched or removed since changes it.
enum PublishedSite {
    /// The digest of the site published in `output`, or nil when it has no manifest or a file the
    /// manifest lists is missing.
    static func digest(output: String) -> String? {
        look(output: output, keepingStamps: false).digest
    }

    /// What a look at a published site found.
    struct Look: Sendable {
        /// ``digest(output:)``.
        let digest: String?
        /// The stamps it was made of, when asked for.
        let stamps: Stamps?
    }

    /// ``digest(output:)``, and the stamps it was made of when `keepingStamps`. The stamps
    /// `known` holds (``Stamps/carried(unchanged:)``) are taken as they are rather than read.
    ///
    /// - Parameter listed: the files of the manifest, when the caller just wrote it: it is then
    ///   not read back (at 190,000 pages, tens of megabytes of paths held twice).
    static func look(output: String, keepingStamps: Bool, known: Stamps.Carried? = nil, listed: [String]? = nil) -> Look {
        let manifestPath = output + "/" + SiteManifest.fileName
        guard let manifestStamp = FileStamp.of(manifestPath),
              let listed = listed ?? SiteManifest.read(inOutput: output)?.files else { return Look(digest: nil, stamps: nil) }
        var hasher = FingerprintHasher()
        hasher.update("marquee published site 2")
        hasher.update(manifestStamp)
        hasher.update(listed.count)
        // Marquee's manifests do not list themselves: the list is filtered (copied) only if one
        // does. A path's length is compared first: comparing each of a site's paths as text was
        // a millisecond on the way to the first `lstat`.
        let name = SiteManifest.fileName
        let isManifest = { (path: String) in path.utf8.count == name.utf8.count && path == name }
        let files = listed.contains(where: isManifest) ? listed.filter { !isManifest($0) } : listed
        // Each chunk's files and stamps hashed where they are read, on every core; the site's
        // digest is that of the chunks' digests, in order.
        let chunkSize = 512
        let parts = FileStamp.mapChunks(of: files, in: output, chunkSize: chunkSize, known: known?.stamps(for: files)) { files, stamps in
            var part = FingerprintHasher()
            for (file, stamp) in zip(files, stamps) {
                guard let stamp else { return (digest: String?.none, stamps: keepingStamps ? stamps : []) }
                part.update(file)
                part.update(stamp)
            }
            return (digest: part.hexDigest, stamps: keepingStamps ? stamps : [])
        }
        let stamps = keepingStamps ? Stamps(files: files, stampChunks: parts.map(\.stamps), chunkSize: chunkSize) : nil
        for part in parts {
            guard let digest = part.digest else { return Look(digest: nil, stamps: stamps) }
            hasher.update(digest)
        }
        return Look(digest: hasher.hexDigest, stamps: stamps)
    }
}
