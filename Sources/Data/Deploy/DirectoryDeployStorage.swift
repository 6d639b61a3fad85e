import Domain
import Foundation
import Infrastructure

/// A site deployed into a local folder (`file://DIR`): a web server's document root, or a
/// target for tests. Each file is written beside its place and renamed into it, so a reader never
/// sees half a file; the manifest is `DIR/.marquee-deploy.json`.
public struct DirectoryDeployStorage: DeployStorage {
    public let name: String
    private let root: String

    public init(root: String, name: String) {
        self.root = root
        self.name = name
    }

    public func fetchManifest(unlessTagged tag: String?) async throws -> DeployManifestFetch {
        guard let data = FileManager.default.contents(atPath: path(DeployManifestDocument.fileName)) else { return .missing }
        return tag == DeployManifestDocument.tag(of: data) ? .unchanged : DeployManifestDocument.fetch(from: data)
    }

    public func listObjects() async throws -> [RemoteObject] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var objects: [RemoteObject] = []
        while let relative = enumerator.nextObject() as? String {
            let full = path(relative)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory) else { continue }
            if (relative as NSString).lastPathComponent.hasPrefix(".") {
                if isDirectory.boolValue { enumerator.skipDescendants() }
                continue
            }
            guard !isDirectory.boolValue, DeployKey.isPublishable(relative),
                  let data = FileManager.default.contents(atPath: full) else { continue }
            let bytes = Array(data)
            objects.append(RemoteObject(key: relative, size: Int64(bytes.count), etag: MD5.hash(bytes).hexDigits))
        }
        return objects
    }

    public func upload(_ entry: DeployEntry, contents: [UInt8]) async throws {
        try write(contents, to: entry.key)
    }

    public func delete(_ keys: [String]) async throws -> [DeployFailure] {
        var failures: [DeployFailure] = []
        for key in keys {
            do {
                try FileManager.default.removeItem(atPath: path(key))
                removeEmptyParents(of: key)
            } catch {
                failures.append(DeployFailure(key: key, reason: error.localizedDescription))
            }
        }
        return failures
    }

    public func saveManifest(_ manifest: DeployManifest) async throws -> String {
        let data = DeployManifestDocument.data(of: manifest)
        try write(Array(data), to: DeployManifestDocument.fileName)
        return DeployManifestDocument.tag(of: data)
    }

    private func path(_ key: String) -> String {
        (root as NSString).appendingPathComponent(key)
    }

    private func write(_ bytes: [UInt8], to key: String) throws {
        let target = path(key)
        let directory = (target as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let temporary = (directory as NSString).appendingPathComponent(".\((target as NSString).lastPathComponent).marquee-part")
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes), attributes: [.posixPermissions: 0o644]) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary])
        }
        guard rename(temporary, target) == 0 else {
            let code = errno
            unlink(temporary)
            throw FileSystemError(step: "rename into place", path: target, reason: String(cString: strerror(code)), code: code)
        }
    }

    private func removeEmptyParents(of key: String) {
        var parent = (key as NSString).deletingLastPathComponent
        while !parent.isEmpty {
            guard (try? FileManager.default.contentsOfDirectory(atPath: path(parent)))?.isEmpty == true else { return }
            try? FileManager.default.removeItem(atPath: path(parent))
            parent = (parent as NSString).deletingLastPathComponent
        }
    }
}
