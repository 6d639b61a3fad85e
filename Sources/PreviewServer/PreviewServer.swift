import Foundation
import Infrastructure
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle

/// The preview server of `marquee serve`, on Hummingbird: the files of one folder on 127.0.0.1,
/// with keep-alive, `ETag` / `Last-Modified` and 304, `Range`, a media type for each kind of file
/// (Hummingbird's `FileMiddleware`), Marquee's path policy (``PreviewFileProvider``), the site's
/// 404 page, and live reload (``LiveReload``).
///
/// Connections are served on SwiftNIO's event loops, so idle or slow clients cost a little memory
/// each and never hold up another request; a connection idle for `idleTimeout` is closed.
///
/// `@unchecked Sendable`: `running` is only touched with `lock` held; the rest is immutable.
public final class PreviewServer: @unchecked Sendable {
    /// The configuration the server was made with.
    public let configuration: PreviewServerConfiguration
    /// Tell it about rebuilds; open pages follow.
    public let liveReload = LiveReload()

    private let logger: Logger
    private let group: ServiceGroup
    private let port: AsyncStream<Result<UInt16, PreviewServerError>>
    private let lock = NSLock()
    private var running: Task<Void, Never>?

    /// - Parameter logger: gets one line per request at debug level.
    public init(configuration: PreviewServerConfiguration, logger: Logger) {
        self.configuration = configuration
        self.logger = logger
        let (port, portContinuation) = AsyncStream.makeStream(of: Result<UInt16, PreviewServerError>.self)
        self.port = port
        let application = Self.application(
            configuration: configuration, liveReload: liveReload, logger: logger,
            onServerRunning: { channel in portContinuation.yield(.success(UInt16(channel.localAddress?.port ?? 0))) }
        )
        let requested = configuration.port
        let service = ClosureService {
            do {
                try await application.run()
            } catch {
                portContinuation.yield(.failure(Self.startError(error, port: requested)))
                throw error
            }
        }
        var groupConfiguration = ServiceGroupConfiguration(services: [service], logger: logger)
        // Requests in flight get this long to finish once stopping; then they are cancelled.
        groupConfiguration.maximumGracefulShutdownDuration = .seconds(5)
        group = ServiceGroup(configuration: groupConfiguration)
    }

    /// Binds 127.0.0.1:`configuration.port` and serves until ``stop()``.
    ///
    /// - Returns: the port listened on (the one the system picked when configured as 0).
    public func start() async throws(PreviewServerError) -> UInt16 {
        let group = self.group
        lock.withLock { running = Task { try? await group.run() } }
        for await result in port {
            return try result.get()
        }
        throw .cannotListen(port: configuration.port, reason: "the server stopped before it listened")
    }

    /// Closes the live-reload streams and idle connections, lets requests in flight finish, and
    /// returns once the port is closed.
    public func stop() async {
        liveReload.finish()
        await group.triggerGracefulShutdown()
        await lock.withLock { running }?.value
    }

    /// The Hummingbird application behind the server.
    private static func application(
        configuration: PreviewServerConfiguration,
        liveReload: LiveReload,
        logger: Logger,
        onServerRunning: @escaping @Sendable (any Channel) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        Application(
            router: router(configuration: configuration, liveReload: liveReload, logger: logger),
            server: .http1(configuration: HTTP1Channel.Configuration(
                idleTimeout: TimeAmount.nanoseconds(Int64(configuration.idleTimeout.components.seconds) * 1_000_000_000),
                httpDecoderConfiguration: .init(
                    maxHeaderFieldSize: configuration.maxHeadBytes, maxHeaderListSize: configuration.maxHeadBytes, maxHeaderFieldCount: 100
                )
            )),
            configuration: ApplicationConfiguration(
                address: .hostname("127.0.0.1", port: Int(configuration.port)), serverName: "marquee", reuseAddress: false
            ),
            onServerRunning: onServerRunning,
            logger: logger
        )
    }

    // MARK: - Private

    private static func router(configuration: PreviewServerConfiguration, liveReload: LiveReload, logger: Logger) -> Router<BasicRequestContext> {
        let files = PreviewFileProvider(resolver: StaticPathResolver(root: configuration.root), injectsLiveReload: configuration.liveReload)
        let router = Router()
        router.add(middleware: LogRequestsMiddleware(.debug))
        router.add(middleware: PreviewMiddleware(files: files))
        router.add(middleware: FileMiddleware(fileProvider: files, searchForIndexHtml: true).withAdditionalMediaTypes(forFileExtensions: MediaTypes.textTypes))
        if configuration.liveReload {
            router.get(RouterPath(LiveReload.scriptPath)) { _, _ in
                Response(
                    status: .ok,
                    headers: [.contentType: "text/javascript; charset=utf-8"],
                    body: ResponseBody(byteBuffer: ByteBuffer(string: LiveReloadScript.source))
                )
            }
            router.get(RouterPath(LiveReload.eventsPath)) { _, _ in
                let events = liveReload.events()
                return Response(
                    status: .ok,
                    headers: [.contentType: "text/event-stream; charset=utf-8"],
                    body: ResponseBody { writer in
                        for await event in events {
                            try await writer.write(ByteBuffer(string: event))
                        }
                        try await writer.finish(nil)
                    }
                )
            }
        }
        return router
    }

    private static func startError(_ error: any Error, port: UInt16) -> PreviewServerError {
        if let error = error as? IOError {
            switch error.errnoCode {
            case EADDRINUSE: return .addressInUse(port: port)
            case EACCES, EPERM: return .permissionDenied(port: port)
            default: return .cannotListen(port: port, reason: String(cString: strerror(error.errnoCode)))
            }
        }
        return .cannotListen(port: port, reason: "\(error)")
    }
}
