import Foundation

/// What open pages are told about rebuilds, as Server-Sent Events: each page's script (see
/// ``LiveReloadScript``) listens on ``LiveReload/eventsPath`` and reloads the page when a rebuild
/// has been swapped in, shows a failed rebuild's error over the page until the next good one,
/// and reconnects when the server restarts.
///
/// Every connection first gets `hello` with the current generation (a token of this server run
/// and the number of good builds), then the current failure, if any; a script that saw another
/// generation before reloads. A good build sends `reload`, a failed one `failure`.
///
/// `@unchecked Sendable`: the mutable state is only touched with `lock` held.
public final class LiveReload: @unchecked Sendable {
    /// Where pages listen for events.
    public static let eventsPath = "/__marquee/events"
    /// Where pages load the script from.
    public static let scriptPath = "/__marquee/live-reload.js"

    private let run = UUID().uuidString.prefix(8).lowercased()
    private let lock = NSLock()
    private var builds = 0
    private var failure: String?
    private var listeners: [UUID: AsyncStream<String>.Continuation] = [:]
    private var isFinished = false

    public init() {}

    /// A rebuild was swapped in: every open page reloads.
    public func reloaded() {
        let event = lock.withLock { () -> String in
            builds += 1
            failure = nil
            return Self.event("reload", generation)
        }
        broadcast(event)
    }

    /// A rebuild failed: every open page shows `message` until the next good build.
    public func failed(_ message: String) {
        lock.withLock { failure = message }
        broadcast(Self.event("failure", message))
    }

    /// Ends every stream, so that the server can stop; later ones end at once.
    public func finish() {
        let ending = lock.withLock { () -> [AsyncStream<String>.Continuation] in
            isFinished = true
            defer { listeners = [:] }
            return Array(listeners.values)
        }
        for continuation in ending { continuation.finish() }
    }

    /// The events for one page, each already in the wire format, starting with `hello`.
    func events() -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(16))
        let id = UUID()
        let finished = lock.withLock { () -> Bool in
            guard !isFinished else { return true }
            // Ask the browser to reconnect soon after the server went away.
            continuation.yield("retry: 500\n" + Self.event("hello", generation))
            if let failure { continuation.yield(Self.event("failure", failure)) }
            listeners[id] = continuation
            return false
        }
        if finished { continuation.finish() }
        continuation.onTermination = { [weak self] _ in
            guard let self else { return }
            _ = lock.withLock { listeners.removeValue(forKey: id) }
        }
        return stream
    }

    /// Open event streams, for tests and the log.
    var listenerCount: Int {
        lock.withLock { listeners.count }
    }

    /// `<run>-<builds>`; read with `lock` held.
    private var generation: String {
        "\(run)-\(builds)"
    }

    private func broadcast(_ event: String) {
        let targets = lock.withLock { Array(listeners.values) }
        for continuation in targets { continuation.yield(event) }
    }

    /// One event: its name and its data, a `data:` line for each line (`\r\n`, `\r` and `\n`
    /// all end a line in an event stream).
    static func event(_ name: String, _ data: String) -> String {
        let lines = data.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { "data: " + $0 }
        return "event: \(name)\n" + lines.joined(separator: "\n") + "\n\n"
    }
}
