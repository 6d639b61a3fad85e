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
        guard let manifestStamp = FileStamp.of(manifestPath) else { return Look(digest: nil, stamps: nil) }
        let chunkSize = 512
        let files: PackedPaths
        let count: Int
        let parts: [Part]
        if listed == nil, known == nil, let read = SiteManifest.readPaths(inOutput: output) {
            // The manifest's paths where they lie in its text: their `lstat`s start once they are
            // found, and no string is made of any (a kept site needs none).
            files = read.removingAll(SiteManifest.fileName)
            count = files.count
            parts = FileStamp.mapChunks(of: files, in: output, chunkSize: chunkSize) { positions, stamps in
                Part(positions: positions, stamps: stamps, keepingStamps: keepingStamps) { position, body in
                    files.withPath(at: position, body)
                }
            }
        } else {
            guard let listed = listed ?? SiteManifest.read(inOutput: output)?.files else { return Look(digest: nil, stamps: nil) }
            // Marquee's manifests do not list themselves: the list is filtered (copied) only if one
            // does. A path's length is compared first.
            let name = SiteManifest.fileName
            let isManifest = { (path: String) in path.utf8.count == name.utf8.count && path == name }
            let listedFiles = listed.contains(where: isManifest) ? listed.filter { !isManifest($0) } : listed
            files = PackedPaths(keepingStamps ? listedFiles : [])
            count = listedFiles.count
            parts = FileStamp.mapChunks(of: listedFiles, in: output, chunkSize: chunkSize, known: known?.stamps(for: listedFiles)) { chunk, stamps in
                Part(positions: chunk.indices, stamps: stamps, keepingStamps: keepingStamps) { position, body in
                    var path = chunk[position]
                    path.withUTF8(body)
                }
            }
        }
        var hasher = FingerprintHasher()
        hasher.update("marquee published site 2")
        hasher.update(manifestStamp)
        hasher.update(count)
        let stamps = keepingStamps ? Stamps(paths: files, stampChunks: parts.map(\.stamps), chunkSize: chunkSize) : nil
        for part in parts {
            guard let digest = part.digest else { return Look(digest: nil, stamps: stamps) }
            hasher.update(digest)
        }
        return Look(digest: hasher.hexDigest, stamps: stamps)
    }

    /// A chunk of the files' paths and stamps, hashed where they are read, on every core: the
    /// site's digest is that of the chunks' digests, in order.
    private struct Part: Sendable {
        /// Nil when a file is missing.
        let digest: String?
        /// The chunk's stamps, when kept.
        let stamps: [FileStamp.Numbers?]

        init(
            positions: Range<Int>, stamps: [FileStamp.Numbers?], keepingStamps: Bool,
            withPath: (Int, (UnsafeBufferPointer<UInt8>) -> Void) -> Void
        ) {
            var hasher = FingerprintHasher()
            var complete = true
            for (position, stamp) in zip(positions, stamps) {
                guard let stamp else {
                    complete = false
                    break
                }
                withPath(position) { hasher.update(utf8: $0) }
                hasher.update(stamp)
            }
            digest = complete ? hasher.hexDigest : nil
            self.stamps = keepingStamps ? stamps : []
        }
    }
}
