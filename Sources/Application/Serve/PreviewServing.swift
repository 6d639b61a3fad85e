import Infrastructure

/// The local HTTP server `marquee serve` previews the site with, as ``ServeJob`` needs it. The
/// executable hands in the Hummingbird server (the PreviewServer target), so that Application
/// builds without an HTTP stack.
public protocol PreviewServing: Sendable {
    /// Listens on 127.0.0.1 and returns the port (the one the system picked when asked for 0).
    func start() async throws(PreviewServerError) -> UInt16
    /// Stops listening once the requests in flight are done.
    func stop() async
    /// Open pages reload: a rebuild was published.
    func reloaded()
    /// Open pages show `message`: a rebuild failed and the last good site stays.
    func failed(_ message: String)
}

/// What a ``PreviewServing`` is made for: the folder it serves, the port, and whether open pages
/// follow rebuilds (live reload).
public struct PreviewSite: Sendable {
    public var root: String
    public var port: UInt16
    public var liveReload: Bool
}
