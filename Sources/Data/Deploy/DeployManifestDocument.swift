import Domain
import Foundation
import Infrastructure

/// A deploy manifest as the target keeps it (`.marquee-deploy.json`): JSON, one object per
/// entry in key order, so the same manifest is always the same bytes.
public struct DeployManifestDocument: Codable, Sendable {
    /// The name of the manifest in the target, under its prefix; it starts with `.`, so it is
    /// never taken for a page of the site.
    public static let fileName = ".marquee-deploy.json"
    static let currentFormat = 1

    struct Object: Codable, Sendable {
        let key: String
        let sha256: String
        let md5: String
        let size: Int64
        let contentType: String
        let cacheControl: String

        enum CodingKeys: String, CodingKey {
            case key, sha256, md5, size
            case contentType = "content_type"
            case cacheControl = "cache_control"
        }
    }

    let format: Int
    let objects: [Object]

    public init(_ manifest: DeployManifest) {
        format = Self.currentFormat
        objects = manifest.sortedEntries.map { entry in
            Object(key: entry.key, sha256: entry.file.sha256, md5: entry.file.md5, size: entry.file.size,
                   contentType: entry.headers.contentType, cacheControl: entry.headers.cacheControl)
        }
    }

    /// The manifest of `data`, or nil when it is not one of this format.
    public static func manifest(from data: Data) -> DeployManifest? {
        guard let document = try? JSONDecoder().decode(DeployManifestDocument.self, from: data),
              document.format == currentFormat else { return nil }
        return DeployManifest(entries: document.objects.map { object in
            DeployEntry(
                file: DeployFile(key: object.key, sha256: object.sha256, md5: object.md5, size: object.size),
                headers: DeployHeaders(contentType: object.contentType, cacheControl: object.cacheControl)
            )
        })
    }

    /// What fetching `data` found: its manifest and tag, or missing when it is not a manifest.
    static func fetch(from data: Data) -> DeployManifestFetch {
        manifest(from: data).map { .found($0, tag: tag(of: data)) } ?? .missing
    }

    /// The tag of a manifest's bytes: their MD5, which is S3's ETag of the object.
    public static func tag(of data: Data) -> String {
        MD5.hash(Array(data)).hexDigits
    }

    /// The bytes of `manifest`.
    public static func data(of manifest: DeployManifest) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(DeployManifestDocument(manifest))) ?? Data("{}".utf8)) + Data("\n".utf8)
    }
}
