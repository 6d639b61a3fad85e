/// Where Marquee keeps, once per user, what it derives from its own binary and can always make
/// again: the catalog database. Any number of sites and folders share it.
///
/// `MARQUEE_CACHE_DIR` names the folder itself; else `$XDG_CACHE_HOME/marquee` (the XDG base
/// directory rule: only an absolute `XDG_CACHE_HOME` counts); else `$HOME/.cache/marquee`.
public struct CacheFolder: Sendable, Equatable {
    /// The environment variable that names the folder outright.
    public static let environmentVariable = "MARQUEE_CACHE_DIR"

    /// The folder, without a trailing slash.
    public let path: String
    /// The variable it came from, for messages (`MARQUEE_CACHE_DIR`, `XDG_CACHE_HOME` or `HOME`).
    public let variable: String

    public init(path: String, variable: String) {
        self.path = path
        self.variable = variable
    }

    /// The folder this environment names, or nil when it names none (no usable variable set).
    public static func resolve(environment: [String: String]) -> CacheFolder? {
        if let path = usable(environment[environmentVariable], absoluteOnly: false) {
            return CacheFolder(path: path, variable: environmentVariable)
        }
        if let base = usable(environment["XDG_CACHE_HOME"], absoluteOnly: true) {
            return CacheFolder(path: base + "/marquee", variable: "XDG_CACHE_HOME")
        }
        if let home = usable(environment["HOME"], absoluteOnly: true) {
            return CacheFolder(path: (home == "/" ? "" : home) + "/.cache/marquee", variable: "HOME")
        }
        return nil
    }

    /// The catalog database in this folder.
    public var catalogPath: String { path + "/catalog.sqlite" }

    private static func usable(_ value: String?, absoluteOnly: Bool) -> String? {
        guard var value, !value.isEmpty else { return nil }
        if absoluteOnly && !value.hasPrefix("/") { return nil }
        while value.count > 1 && value.hasSuffix("/") { value.removeLast() }
        return value
    }
}
