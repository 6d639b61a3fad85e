import CCmark
import CSQLite

/// The versions of the system libraries Marquee links at run time: an upgrade of either can
/// change what a build writes (HTML from libcmark, search ranking from SQLite) while the Marquee
/// binary stays the same.
public enum LinkedLibraries {
    /// `cmark <version>; sqlite <version>`.
    public static var versions: String {
        "cmark \(cmark); sqlite \(sqlite)"
    }

    /// libcmark's version, e.g. `0.30.2`.
    public static var cmark: String { String(cString: cmark_version_string()) }

    /// SQLite's version, e.g. `3.40.1`.
    public static var sqlite: String { String(cString: sqlite3_libversion()) }
}
