import Foundation
import Testing
import TestSupport
@testable import Infrastructure

@Suite("DefaultNetworkService")
struct DefaultNetworkServiceTests {
    @Test("a 503 is retried after the backoff and the next answer returned")
    func retries5xx() async throws {
        let session = ScriptedNetworkSession([.answer(status: 503, body: "{}"), .answer(status: 503, body: "{}"), .answer(status: 200, body: "ok")])
        let sleeps = RecordedSleeps()
        let data = try await NetworkFixtures.service(session, sleeps: sleeps).request(NetworkFixtures.greeting)
        #expect(String(decoding: data, as: UTF8.self) == "ok")
        #expect(await session.requests.count == 3)
        #expect(await sleeps.delays == [.milliseconds(100), .milliseconds(200)])
    }

    @Test("retry waits take the injected random source's jitter, so requests do not retry in lockstep")
    func jitteredRetries() async throws {
        let random = SeededRandom(seed: 7)
        let sleeps = RecordedSleeps()
        for _ in 0..<2 {
            let session = ScriptedNetworkSession([.answer(status: 503, body: "{}"), .answer(status: 503, body: "{}"), .answer(status: 200, body: "ok")])
            _ = try await NetworkFixtures.service(session, sleeps: sleeps, random: { random.next() }).request(NetworkFixtures.greeting)
        }
        let delays = await sleeps.delays
        #expect(delays.count == 4)
        #expect(Set(delays).count == 4, "\(delays)")
        #expect(delays[0] > .milliseconds(50) && delays[0] <= .milliseconds(100))
        #expect(delays[1] > .milliseconds(100) && delays[1] <= .milliseconds(200))
    }

    @Test("a 429 waits exactly the Retry-After it names")
    func retryAfter() async throws {
        let session = ScriptedNetworkSession([.answer(status: 429, body: "{}", headers: ["Retry-After": "2"]), .answer(status: 200, body: "ok")])
        let sleeps = RecordedSleeps()
        _ = try await NetworkFixtures.service(session, sleeps: sleeps).request(NetworkFixtures.greeting)
        #expect(await sleeps.delays == [.seconds(2)])
    }

    @Test("a 404 is not retried and carries the body")
    func notRetried4xx() async throws {
        let session = ScriptedNetworkSession([.answer(status: 404, body: #"{"code":34}"#)])
        let error = await #expect(throws: NetworkError.self) {
            try await NetworkFixtures.service(session).request(NetworkFixtures.greeting)
        }
        #expect(error == .httpStatus(HTTPErrorResponse(statusCode: 404, body: Data(#"{"code":34}"#.utf8))))
        #expect(await session.requests.count == 1)
    }

    @Test("timeouts are retried up to the cap, then reported")
    func timeouts() async throws {
        let session = ScriptedNetworkSession([.fail(.timedOut)])
        let sleeps = RecordedSleeps()
        let error = await #expect(throws: NetworkError.self) {
            try await NetworkFixtures.service(session, sleeps: sleeps).request(NetworkFixtures.greeting)
        }
        #expect(error == .timedOut)
        #expect(await session.requests.count == 3)
        #expect(await sleeps.delays.count == 2)
    }

    @Test("a refused connection fails at once as not connected, without the key in the message")
    func refused() async throws {
        let session = ScriptedNetworkSession([.fail(.connectionRefused)])
        let error = await #expect(throws: NetworkError.self) {
            try await NetworkFixtures.service(session).request(NetworkFixtures.greeting)
        }
        guard case let .notConnected(reason) = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(reason.contains("api.example.test"))
        #expect(!String(describing: error).contains(NetworkFixtures.secret))
        #expect(await session.requests.count == 1)
    }

    @Test("transfer failures map to typed errors", arguments: [
        (NetworkTransferFailure.Kind.connectionRefused, "notConnected"), (.hostNotFound, "notConnected"),
        (.connectionLost, "notConnected"), (.timedOut, "timedOut"), (.cancelled, "cancelled"),
        (.badResponse, "transport"), (.secureConnectionFailed, "transport"), (.outOfMemory, "transport"),
        (.other, "transport"), (.badHeader, "transport"), (.badURL, "invalidURL"),
    ])
    func mapping(failure: NetworkTransferFailure.Kind, kind: String) {
        let error = NetworkError(sessionError: NetworkTransferFailure(failure), host: "h")
        let name = switch error {
        case .notConnected: "notConnected"
        case .timedOut: "timedOut"
        case .cancelled: "cancelled"
        case .httpStatus: "httpStatus"
        case .invalidURL: "invalidURL"
        case .transport: "transport"
        }
        #expect(name == kind)
    }

    @Test("sends the credential but logs the URL redacted")
    func observedEvents() async throws {
        let session = ScriptedNetworkSession([.answer(status: 503, body: ""), .answer(status: 200, body: "ok")])
        let events = EventLog()
        let service = DefaultNetworkService(
            configuration: NetworkFixtures.configuration(),
            session: session,
            limiter: RequestLimiter(maxConcurrent: 1),
            retryPolicy: RetryPolicy(maxAttempts: 2, initialBackoff: .milliseconds(1)),
            sleep: { _ in },
            observe: { events.append($0.description) }
        )
        _ = try await service.request(NetworkFixtures.greeting)
        let sent = try #require(await session.requests.first?.url.absoluteString)
        #expect(sent.hasSuffix("api_key=" + QueryParameter.percentEncode(NetworkFixtures.secret)))
        let lines = events.lines
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.contains("api_key=<redacted>") && !$0.contains(QueryParameter.percentEncode(NetworkFixtures.secret)) })
    }

    @Test("never more requests in flight than the limiter allows")
    func boundedInFlight() async throws {
        let session = ScriptedNetworkSession([.answer(status: 200, body: "ok")], delay: .milliseconds(50))
        let limiter = RequestLimiter(maxConcurrent: 3)
        let service = NetworkFixtures.service(session, limiter: limiter)
        try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<12 { group.addTask { try await service.request(NetworkFixtures.greeting) } }
            for try await _ in group {}
        }
        #expect(await session.requests.count == 12)
        #expect(await limiter.peakInFlight == 3)
    }

    @Test("a cancelled task sends nothing")
    func cancelled() async {
        let session = ScriptedNetworkSession([.answer(status: 200, body: "ok")])
        let service = NetworkFixtures.service(session)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await service.request(NetworkFixtures.greeting)
        }
        let result = await task.result
        #expect(throws: NetworkError.cancelled) { try result.get() }
        #expect(await session.requests.isEmpty)
    }
}

/// Lines the service's observer reported, in order.
private final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var lines: [String] { lock.withLock { recorded } }

    func append(_ line: String) {
        lock.withLock { recorded.append(line) }
    }
}

/// A seeded source of numbers in `0..<1`, shared by the requests of a test.
final class SeededRandom: @unchecked Sendable {
    private let lock = NSLock()
    private var generator: SplitMix64

    init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    func next() -> Double {
        lock.withLock { Double.random(in: 0..<1, using: &generator) }
    }
}
