import CCmark
import CSQLite

/// The versions of the system libraries Marquee links at run time: an upgrade of either can
/// change what a build writes (HTML from libcmark, search ranking from SQLite) while the Marquee
/// binary stays the same.
public enum LinkedLibraries {
    /// `cmark <version>; sqlite <version>`.
    public static var versions: String {
        "cmark \(String(cString: cmark_version_string())); sqlite \(String(cString: sqlite3_libversion()))"
    }
}
