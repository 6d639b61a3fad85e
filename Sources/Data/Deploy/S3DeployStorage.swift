import Domain
import Foundation
import Infrastructure

/// A site in an S3 bucket, under a prefix (keys `PREFIX/search/alien/index.html`), with its
/// manifest at `PREFIX/.marquee-deploy.json`.
public struct S3DeployStorage: DeployStorage {
    public let name: String
    private let client: S3Client
    /// The prefix without slashes at its ends; empty for the bucket's root.
    private let prefix: String

    public init(client: S3Client, prefix: String, name: String) {
        self.client = client
        self.prefix = prefix.split(separator: "/").joined(separator: "/")
        self.name = name
    }

    public func fetchManifest(unlessTagged tag: String?) async throws -> DeployManifestFetch {
        switch try await client.getObject(key: objectKey(DeployManifestDocument.fileName), unlessETag: tag) {
        case .notModified: return .unchanged
        case .missing: return .missing
        case let .found(data): return DeployManifestDocument.fetch(from: data)
        }
    }

    public func listObjects() async throws -> [RemoteObject] {
        let listed = try await client.listObjects(prefix: prefix.isEmpty ? "" : prefix + "/")
        let skip = prefix.isEmpty ? 0 : prefix.count + 1
        return listed.compactMap { object in
            let key = String(object.key.dropFirst(skip))
            guard DeployKey.isPublishable(key) else { return nil }
            return RemoteObject(key: key, size: object.size, etag: object.etag)
        }
    }

    public func upload(_ entry: DeployEntry, contents: [UInt8]) async throws {
        try await client.putObject(
            key: objectKey(entry.key),
            body: Data(contents),
            headers: ["Content-Type": entry.headers.contentType, "Cache-Control": entry.headers.cacheControl],
            sha256Hex: entry.file.sha256
        )
    }

    public func delete(_ keys: [String]) async throws -> [DeployFailure] {
        let skip = prefix.isEmpty ? 0 : prefix.count + 1
        return try await client.deleteObjects(keys.map(objectKey)).map { failure in
            DeployFailure(key: String(failure.key.dropFirst(skip)), reason: "\(failure.code): \(failure.message)")
        }
    }

    public func saveManifest(_ manifest: DeployManifest) async throws -> String {
        let data = DeployManifestDocument.data(of: manifest)
        try await client.putObject(
            key: objectKey(DeployManifestDocument.fileName),
            body: data,
            headers: ["Content-Type": "application/json", "Cache-Control": "no-store"],
            sha256Hex: SHA256.hash(Array(data)).hexDigits
        )
        return DeployManifestDocument.tag(of: data)
    }

    private func objectKey(_ key: String) -> String {
        prefix.isEmpty ? key : prefix + "/" + key
    }
}
