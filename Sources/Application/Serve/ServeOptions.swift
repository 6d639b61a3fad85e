/// What `marquee serve` needs beyond the build's configuration.
public struct ServeOptions: Sendable {
    /// The port on 127.0.0.1; 0 lets the system pick a free one.
    public var port: UInt16 = 8000
    /// Rebuild the site when the query file or a template changes, and reload open pages.
    public var watch = true
    /// How often the watched files are checked.
    public var watchInterval: Duration = .seconds(1)

    public init() {}
}
