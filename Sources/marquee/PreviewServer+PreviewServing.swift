import Application
import Logging
import PreviewServer

/// The Hummingbird preview server, as `marquee serve` (``ServeJob``) takes it.
extension PreviewServer: PreviewServing {
    convenience init(site: PreviewSite, logger: Logger) {
        var configuration = PreviewServerConfiguration(root: site.root, port: site.port)
        configuration.liveReload = site.liveReload
        self.init(configuration: configuration, logger: logger)
    }

    public func reloaded() {
        liveReload.reloaded()
    }

    public func failed(_ message: String) {
        liveReload.failed(message)
    }
}
