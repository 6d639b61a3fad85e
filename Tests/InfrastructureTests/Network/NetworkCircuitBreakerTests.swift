import Foundation
import Testing
@testable import Infrastructure

@Suite("NetworkCircuitBreaker")
struct NetworkCircuitBreakerTests {
    private func service(_ session: ScriptedNetworkSession, _ breaker: NetworkCircuitBreaker) -> DefaultNetworkService {
        DefaultNetworkService(
            configuration: NetworkFixtures.configuration(),
            session: session,
            limiter: RequestLimiter(maxConcurrent: 1),
            retryPolicy: RetryPolicy(maxAttempts: 2, initialBackoff: .milliseconds(1)),
            circuitBreaker: breaker,
            sleep: { _ in }
        )
    }

    @Test("after enough unreachable requests in a row, the next ones fail at once without being sent")
    func opens() async throws {
        let session = ScriptedNetworkSession([.fail(.connectionRefused)])
        let breaker = NetworkCircuitBreaker(failureThreshold: 2, cooldown: .seconds(60))
        let service = service(session, breaker)
        for _ in 0..<2 {
            await #expect(throws: NetworkError.self) { try await service.request(NetworkFixtures.greeting) }
        }
        #expect(await session.requests.count == 2)
        #expect(await breaker.isOpen)

        let error = await #expect(throws: NetworkError.self) { try await service.request(NetworkFixtures.greeting) }
        guard case let .notConnected(reason) = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(reason.contains("api.example.test") && reason.contains("last 2 requests"))
        #expect(await session.requests.count == 2)
    }

    @Test("requests that end in 5xx after their retries open the circuit too; a 5xx that a retry cures does not")
    func serverErrors() async throws {
        let flaky = ScriptedNetworkSession([.answer(status: 503, body: ""), .answer(status: 200, body: "ok")])
        let flakyBreaker = NetworkCircuitBreaker(failureThreshold: 1, cooldown: .seconds(60))
        _ = try await service(flaky, flakyBreaker).request(NetworkFixtures.greeting)
        #expect(await !flakyBreaker.isOpen)

        let session = ScriptedNetworkSession([.answer(status: 503, body: "")])
        let breaker = NetworkCircuitBreaker(failureThreshold: 2, cooldown: .seconds(60))
        let service = service(session, breaker)
        for _ in 0..<2 {
            await #expect(throws: NetworkError.self) { try await service.request(NetworkFixtures.greeting) }
        }
        #expect(await breaker.isOpen)
        #expect(await session.requests.count == 4, "two requests, two attempts each")
        let error = await #expect(throws: NetworkError.self) { try await service.request(NetworkFixtures.greeting) }
        guard case let .notConnected(reason) = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(reason.contains("answered HTTP 503 to the last 2 requests"), "\(reason)")
        #expect(await session.requests.count == 4)
    }

    @Test("timeouts count once per request, after its retries; any HTTP answer resets the count")
    func timeoutsAndAnswers() async throws {
        let session = ScriptedNetworkSession([
            .fail(.timedOut), .fail(.timedOut), .answer(status: 404, body: ""), .fail(.timedOut), .fail(.timedOut),
        ])
        let breaker = NetworkCircuitBreaker(failureThreshold: 2, cooldown: .seconds(60))
        let service = service(session, breaker)
        await #expect(throws: NetworkError.timedOut) { try await service.request(NetworkFixtures.greeting) }
        #expect(await !breaker.isOpen, "one request, two attempts: one failure")
        await #expect(throws: NetworkError.self) { try await service.request(NetworkFixtures.greeting) }
        await #expect(throws: NetworkError.timedOut) { try await service.request(NetworkFixtures.greeting) }
        #expect(await !breaker.isOpen, "the 404 in between showed the server is there")
        #expect(await session.requests.count == 5)
    }

    @Test("after the cooldown one request is let through; a success closes the circuit")
    func cooldown() async throws {
        let clock = ManualClock()
        let breaker = NetworkCircuitBreaker(failureThreshold: 1, cooldown: .seconds(30), now: { clock.now })
        await breaker.recordUnreachable()
        #expect(await breaker.rejection(host: "h") != nil)
        clock.advance(by: .seconds(31))
        #expect(await breaker.rejection(host: "h") == nil)
        await breaker.recordReachable()
        #expect(await !breaker.isOpen)
        await breaker.recordUnreachable()
        #expect(await breaker.rejection(host: "h") != nil, "a failure after the cooldown opens it again at once")
    }
}

/// A clock a test moves by hand.
private final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current = ContinuousClock.now

    var now: ContinuousClock.Instant {
        lock.withLock { current }
    }

    func advance(by duration: Duration) {
        lock.withLock { current += duration }
    }
}
