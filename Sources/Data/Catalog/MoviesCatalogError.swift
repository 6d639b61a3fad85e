import Infrastructure

/// Why the embedded catalog could not be found, loaded or searched.
public enum MoviesCatalogError: Error, Sendable, CustomStringConvertible {
    /// The catalog.tsv named by `MARQUEE_CATALOG_TSV` does not exist.
    case resourceNotFound(searched: [String])
    /// The catalog file exists but cannot be read.
    case unreadableResource(path: String, reason: String)
    /// The catalog file is not in the expected format.
    case malformedResource(path: String, line: Int, reason: String)
    /// The catalog database failed.
    case database(SQLiteError)
    /// Pages start at 1.
    case invalidPage(Int)
    /// No film has this id.
    case movieNotFound(id: String)

    public var description: String {
        switch self {
        case let .resourceNotFound(searched):
            "The movie catalog \(searched.joined(separator: ", ")) named by \(CatalogResource.environmentVariable) "
                + "does not exist. Fix the path, or unset \(CatalogResource.environmentVariable) to use the embedded catalog."
        case let .unreadableResource(path, reason):
            "The movie catalog '\(path)' cannot be read: \(reason). Check that the file exists and is readable."
        case let .malformedResource(path, line, reason):
            "The movie catalog '\(path)' is malformed at line \(line): \(reason). "
                + "Regenerate it with `python3 scripts/convert_catalog.py` (make catalog) or restore it from the release."
        case let .database(error):
            "The movie catalog database failed. \(error)"
        case let .invalidPage(page):
            "Page \(page) does not exist; pages start at 1."
        case let .movieNotFound(id):
            "The catalog has no film with id \(id)."
        }
    }
}
