import Data
import Domain
import Foundation
import Infrastructure

/// The site `marquee build` published in an output folder, as deploy reads it: the files its
/// manifest lists (never a name starting with `.`), each hashed unless the digest cache has it
/// for the file's stamp (a build keeps a file it did not change as it was). The stamps are read
/// once, when the source is made; they are the site's fingerprint too.
struct PublishedSiteSource: DeploySource {
    let output: String
    let fingerprint: DeploySiteFingerprint?
    private let keys: [String]
    private let stamps: [FileStamp.Numbers]
    private let cache: SQLiteFileDigestCache?

    /// - Parameter uploadContext: what decides how the files are uploaded besides their bytes
    ///   (the program and the header rules), part of the fingerprint; nil for none.
    /// - Throws: `MarqueeError` (exit 2) when the folder is not a finished Marquee site.
    init(output: String, cache: SQLiteFileDigestCache? = nil, uploadContext: String? = nil) throws {
        self.output = output
        self.cache = cache
        let look = PublishedSite.look(output: output, keepingStamps: true)
        guard let published = look.stamps else {
            throw MarqueeError(.usage, "\(output) is not a finished Marquee site (it has no \(SiteManifest.fileName)), so nothing was deployed. Run `marquee build` first, or give the site's folder with --output.")
        }
        var keys: [String] = []
        var stamps: [FileStamp.Numbers] = []
        for (key, stamp) in zip(published.files, published.stamps) where DeployKey.isPublishable(key) {
            guard let stamp else {
                throw MarqueeError(.usage, "\(output) is not a finished Marquee site: \(key), which its manifest lists, is missing, so nothing was deployed. Run `marquee build` again.")
            }
            keys.append(key)
            stamps.append(stamp)
        }
        self.keys = keys
        self.stamps = stamps
        if let site = look.digest, let uploadContext {
            var hasher = FingerprintHasher()
            hasher.update("marquee deploy site 1")
            hasher.update(site)
            hasher.update(uploadContext)
            fingerprint = DeploySiteFingerprint(digest: hasher.hexDigest, files: keys.count)
        } else {
            fingerprint = nil
        }
    }

    func files() throws -> [DeployFile] {
        let (keys, stamps) = (self.keys, self.stamps)
        let cached = try cache?.entries() ?? [:]
        let entries = try [Result<(SQLiteFileDigestCache.Entry, Bool), any Error>](madeConcurrently: keys.count) { index in
            Result {
                let (key, stamp) = (keys[index], stamps[index].description)
                if let entry = cached[key], entry.stamp == stamp { return (entry, false) }
                let file = DeployFile(key: key, contents: try contents(of: key))
                return (SQLiteFileDigestCache.Entry(stamp: stamp, file: file), true)
            }
        }.map { try $0.get() }
        let present = Set(keys)
        try cache?.update(entries.filter(\.1).map(\.0), removed: cached.keys.filter { !present.contains($0) })
        return entries.map(\.0.file)
    }

    func contents(of key: String) throws -> [UInt8] {
        let path = output + "/" + key
        guard let data = FileManager.default.contents(atPath: path) else {
            throw MarqueeError(.failed, "Cannot read \(path); was the site rebuilt or changed during the deploy? Run `marquee deploy` again.")
        }
        return Array(data)
    }
}
