import CEmbeddedFiles
import Foundation

/// Where catalog.tsv's bytes come from: the copy compiled into the binary, or a file named by
/// `MARQUEE_CATALOG_TSV`.
public enum CatalogResource: Sendable, Hashable {
    /// The catalog compiled into the binary.
    case embedded
    /// A catalog.tsv on disk.
    case file(URL)

    /// An environment variable naming a catalog.tsv to use instead of the embedded one.
    public static let environmentVariable = "MARQUEE_CATALOG_TSV"

    /// Where the embedded catalog comes from, for `marquee --version` and the README.
    public static let embeddedSource = "Wikidata via bokeh-sampledata (CC0)"

    /// The catalog to use: the file in `MARQUEE_CATALOG_TSV` when it is set, else the embedded one.
    ///
    /// - Throws: ``MoviesCatalogError/resourceNotFound(searched:)`` when the override names a
    ///   missing file (it is never silently ignored).
    public static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(MoviesCatalogError) -> CatalogResource {
        guard let override = environment[environmentVariable], !override.isEmpty else { return .embedded }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: override, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw .resourceNotFound(searched: [override])
        }
        return .file(URL(fileURLWithPath: override))
    }

    /// The embedded catalog.tsv; the bytes live as long as the program.
    public static var embeddedBytes: UnsafeRawBufferPointer {
        let file = cembedded_catalog()
        return UnsafeRawBufferPointer(start: file.bytes, count: Int(file.size))
    }

    /// The embedded catalog's films: its lines less the header.
    public static var embeddedMovieCount: Int {
        let newline = UInt8(ascii: "\n")
        let bytes = embeddedBytes
        var lines = bytes.reduce(0) { $1 == newline ? $0 + 1 : $0 }
        if let last = bytes.last, last != newline { lines += 1 }
        return max(lines - 1, 0)
    }

    /// The newest release year in the embedded catalog (its `year` column, the fourth): the
    /// catalog knows no film after it.
    public static var embeddedLatestYear: Int {
        var latest = 0
        let bytes = embeddedBytes
        var field = 0, value = 0, digits = 0, isHeader = true
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\n"):
                if !isHeader, field == 3, digits > 0 { latest = max(latest, value) }
                isHeader = false
                field = 0; value = 0; digits = 0
            case UInt8(ascii: "\t"):
                if !isHeader, field == 3, digits > 0 { latest = max(latest, value) }
                field += 1
            case UInt8(ascii: "0")...UInt8(ascii: "9") where field == 3 && digits < 4:
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            default:
                break
            }
        }
        return latest
    }

    /// How reports and errors name this catalog.
    public var path: String {
        switch self {
        case .embedded: "embedded catalog.tsv"
        case let .file(url): url.path
        }
    }

    /// Calls `body` with the catalog's bytes (mapped from the file when it is one).
    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws(MoviesCatalogError) -> Result) throws(MoviesCatalogError) -> Result {
        switch self {
        case .embedded:
            return try body(Self.embeddedBytes)
        case let .file(url):
            let data: Data
            do {
                data = try Data(contentsOf: url, options: .mappedIfSafe)
            } catch {
                throw .unreadableResource(path: url.path, reason: error.localizedDescription)
            }
            return try data.withUnsafeBytes { bytes in
                Swift.Result { () throws(MoviesCatalogError) in try body(bytes) }
            }.get()
        }
    }
}
