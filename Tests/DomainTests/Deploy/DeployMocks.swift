import Domain
import Foundation

/// What happened, in order, across the mock storage and records: `put key`, `delete keys`,
/// `list`, `manifest`, `record key`.
final class DeployLog: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [String] = []

    func add(_ event: String) {
        lock.withLock { events.append(event) }
    }

    var all: [String] {
        lock.withLock { events }
    }
}

/// A site in memory: key → contents. Its fingerprint is made of its contents and `context` (as
/// the real source's is of its files' stamps, the program and the header rules); without a
/// context it has none. Each reading of its files is logged to `reads` as `files`.
struct SiteMock: DeploySource {
    let contents: [String: String]
    var context: String?
    var reads: DeployLog?

    func files() throws -> [DeployFile] {
        reads?.add("files")
        return contents.map { DeployFile.of(key: $0.key, text: $0.value) }
    }

    var fingerprint: DeploySiteFingerprint? {
        context.map { context in
            DeploySiteFingerprint(digest: ([context] + contents.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }).joined(separator: "\n"), files: contents.count)
        }
    }

    func contents(of key: String) throws -> [UInt8] {
        Array((contents[key] ?? "").utf8)
    }
}

extension DeployFile {
    /// A file whose digests are stand-ins made from its text (the use case only compares them).
    static func of(key: String, text: String) -> DeployFile {
        DeployFile(key: key, sha256: "sha-\(text)", md5: "md5-\(text)", size: Int64(text.utf8.count))
    }
}

/// A bucket in memory, which logs each call and can fail uploads of some keys.
final class StorageMock: DeployStorage, @unchecked Sendable {
    let name = "mock://bucket"
    let log: DeployLog
    private let lock = NSLock()
    var objects: [String: DeployFile] = [:]
    /// Each change of the manifest, by a deploy or by hand, gives it a new tag.
    var manifest: DeployManifest? {
        didSet { version += 1 }
    }
    private var version = 0
    var failingKeys: Set<String> = []
    /// How many times the manifest was downloaded (an unchanged tag downloads nothing).
    private(set) var manifestDownloads = 0

    init(log: DeployLog) {
        self.log = log
    }

    func fetchManifest(unlessTagged tag: String?) async throws -> DeployManifestFetch {
        lock.withLock {
            guard let manifest else { return .missing }
            if tag == "v\(version)" { return .unchanged }
            manifestDownloads += 1
            return .found(manifest, tag: "v\(version)")
        }
    }

    func listObjects() async throws -> [RemoteObject] {
        log.add("list")
        return lock.withLock { objects.values.map { RemoteObject(key: $0.key, size: $0.size, etag: $0.md5) } }
    }

    func upload(_ entry: DeployEntry, contents: [UInt8]) async throws {
        if failingKeys.contains(entry.key) { throw StorageFailure.refused }
        lock.withLock { objects[entry.key] = entry.file }
        log.add("put \(entry.key)")
    }

    func delete(_ keys: [String]) async throws -> [DeployFailure] {
        lock.withLock { for key in keys { objects[key] = nil } }
        log.add("delete \(keys.joined(separator: ","))")
        return []
    }

    func saveManifest(_ manifest: DeployManifest) async throws -> String {
        let tag = lock.withLock {
            self.manifest = manifest
            return "v\(version)"
        }
        log.add("manifest")
        return tag
    }

    enum StorageFailure: Error { case refused }
}

/// Records kept in memory; each reading of the recorded objects is logged to `reads` as
/// `records`.
final class RecordsMock: DeployRecords, @unchecked Sendable {
    private let lock = NSLock()
    var stored: DeployManifest? {
        didSet { (tag, site) = (nil, nil) }
    }
    var tag: String?
    var site: String?
    let log: DeployLog
    var reads: DeployLog?

    init(log: DeployLog, stored: DeployManifest? = nil) {
        self.log = log
        self.stored = stored
    }

    func manifest() throws -> DeployManifest? {
        reads?.add("records")
        return lock.withLock { stored }
    }

    func manifestTag() throws -> String? {
        lock.withLock { tag }
    }

    func siteFingerprint() throws -> String? {
        lock.withLock { site }
    }

    func recordManifestTag(_ tag: String, site: String?) throws {
        lock.withLock { (self.tag, self.site) = (tag, site) }
    }

    func recordUploaded(_ entry: DeployEntry) throws {
        lock.withLock {
            var manifest = stored ?? DeployManifest()
            manifest.record(entry)
            stored = manifest
        }
        log.add("record \(entry.key)")
    }

    func recordDeleted(_ keys: [String]) throws {
        lock.withLock {
            var manifest = stored ?? DeployManifest()
            for key in keys { manifest.remove(key) }
            stored = manifest
        }
    }

    func replace(with manifest: DeployManifest) throws {
        lock.withLock { stored = manifest }
    }
}
