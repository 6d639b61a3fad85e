import Data
import Domain
import Foundation
import Infrastructure

/// The site `marquee build` published in an output folder, as deploy reads it: the files its
/// manifest lists (never a name starting with `.`), each hashed unless the digest cache has it
/// for the file's stamp (a build keeps a file it did not change as it was).
struct PublishedSiteSource: DeploySource {
    let output: String
    private let keys: [String]
    private let cache: SQLiteFileDigestCache?

    /// - Throws: `MarqueeError` (exit 2) when the folder is not a finished Marquee site.
    init(output: String, cache: SQLiteFileDigestCache? = nil) throws {
        self.output = output
        self.cache = cache
        guard let manifest = SiteManifest.read(inOutput: output) else {
            throw MarqueeError(.usage, "\(output) is not a finished Marquee site (it has no \(SiteManifest.fileName)), so nothing was deployed. Run `marquee build` first, or give the site's folder with --output.")
        }
        keys = manifest.files.filter(DeployKey.isPublishable)
    }

    func files() throws -> [DeployFile] {
        let keys = self.keys
        let cached = try cache?.entries() ?? [:]
        let results = Results(count: keys.count)
        DispatchQueue.concurrentPerform(iterations: keys.count) { index in
            let key = keys[index]
            results.set(index, Result {
                guard let stamp = FileStamp.of(output + "/" + key) else {
                    throw MarqueeError(.usage, "\(output) is not a finished Marquee site: \(key), which its manifest lists, is missing, so nothing was deployed. Run `marquee build` again.")
                }
                if let entry = cached[key], entry.stamp == stamp { return (entry, false) }
                let file = DeployFile(key: key, contents: try contents(of: key))
                return (SQLiteFileDigestCache.Entry(stamp: stamp, file: file), true)
            })
        }
        let entries = try results.values.map { try $0.get() }
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

/// One result per file (its digests, and whether they were computed now), filled from several
/// threads.
///
/// `@unchecked Sendable`: every access to `slots` is under `lock`.
private final class Results: @unchecked Sendable {
    typealias Value = Result<(SQLiteFileDigestCache.Entry, Bool), any Error>
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ result: Value) {
        lock.withLock { slots[index] = result }
    }

    var values: [Value] {
        lock.withLock { slots.compactMap { $0 } }
    }
}
