@testable import Application
import Foundation
import Infrastructure
import Testing

/// `marquee serve`'s job with a stand-in server (``PreviewServing``): when the server cannot
/// listen, the job ends at once with exit 1 and advice, and the server is stopped.
@Suite struct ServeJobTests {
    /// A server that records what it is made for and told, and fails to start with `startError`.
    /// `@unchecked Sendable`: `events` is only touched with `lock` held.
    private final class RecordingServer: PreviewServing, @unchecked Sendable {
        private let lock = NSLock()
        private var events: [String] = []
        private let startError: PreviewServerError

        init(startError: PreviewServerError) {
            self.startError = startError
        }

        var recorded: [String] { lock.withLock { events } }

        func record(_ event: String) { lock.withLock { events.append(event) } }

        func start() async throws(PreviewServerError) -> UInt16 {
            record("start")
            throw startError
        }

        func stop() async { record("stop") }
        func reloaded() { record("reloaded") }
        func failed(_ message: String) { record("failed") }
    }

    @Test("a server that cannot listen ends the job with exit 1 and advice; it is stopped", arguments: [
        (PreviewServerError.addressInUse(port: 8123), "error: Port 8123 on 127.0.0.1 is already in use. Stop what is using it, or choose another port with --port N"),
        (.permissionDenied(port: 80), "error: Not allowed to listen on port 80 of 127.0.0.1. Choose another port with --port N"),
        (.cannotListen(port: 8123, reason: "no buffer space"), "error: Cannot serve: Cannot listen on port 8123 of 127.0.0.1: no buffer space."),
    ])
    func aServerThatCannotListen(error: PreviewServerError, advice: String) async {
        let server = RecordingServer(startError: error)
        let log = CapturedLog()
        var configuration = AppConfiguration()
        configuration.outputPath = "/no/such/site"
        var options = ServeOptions()
        options.port = 8123
        options.watch = false

        let code = await ServeJob(configuration: configuration, options: options, logger: log.logger()) { site, _ in
            server.record("made for \(site.root) on \(site.port), live reload \(site.liveReload)")
            return server
        }.run()

        #expect(code == .failed)
        #expect(server.recorded == ["made for /no/such/site on 8123, live reload false", "start", "stop"])
        #expect(log.all.count == 1)
        #expect(log.all.first?.hasPrefix(advice) == true, "\(log.all)")
    }
}
