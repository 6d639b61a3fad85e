import Foundation
import Testing
import TestSupport
@testable import Infrastructure

@Suite("RetryPolicy")
struct RetryPolicyTests {
    private let policy = RetryPolicy(
        maxAttempts: 5, initialBackoff: .milliseconds(500), backoffMultiplier: 2,
        maxBackoff: .seconds(3), maxRetryAfter: .seconds(60)
    )

    private func status(_ code: Int, retryAfter: Duration? = nil) -> NetworkError {
        .httpStatus(HTTPErrorResponse(statusCode: code, retryAfter: retryAfter))
    }

    @Test("429 waits the Retry-After it names, or the backoff when it names none")
    func tooManyRequests() {
        #expect(policy.delay(after: status(429, retryAfter: .seconds(7)), attempt: 1, random: 0) == .seconds(7))
        #expect(policy.delay(after: status(429), attempt: 1, random: 0) == .milliseconds(500))
    }

    @Test("a Retry-After longer than the cap is not waited for")
    func retryAfterCap() {
        #expect(policy.delay(after: status(429, retryAfter: .seconds(61)), attempt: 1, random: 0) == nil)
        #expect(policy.delay(after: status(503, retryAfter: .seconds(3600)), attempt: 1, random: 0) == nil)
    }

    @Test("5xx and timeouts back off exponentially up to the cap")
    func backoff() {
        #expect((1...4).map { policy.delay(after: status(503), attempt: $0, random: 0) }
            == [.milliseconds(500), .seconds(1), .seconds(2), .seconds(3)].map(Optional.some))
        #expect(policy.delay(after: .timedOut, attempt: 2, random: 0) == .seconds(1))
        #expect(policy.delay(after: status(500), attempt: 1, random: 0) == .milliseconds(500))
    }

    @Test("stops after the last attempt")
    func cap() {
        #expect(policy.delay(after: status(503), attempt: 5, random: 0) == nil)
        #expect(policy.delay(after: .timedOut, attempt: 5, random: 0) == nil)
        #expect(RetryPolicy.never.delay(after: .timedOut, attempt: 1, random: 0) == nil)
    }

    @Test("other 4xx, refused connections, cancellation and bad URLs are never retried",
          arguments: [400, 401, 403, 404, 422])
    func neverRetried(code: Int) {
        #expect(policy.delay(after: status(code), attempt: 1, random: 0) == nil)
        #expect(policy.delay(after: .notConnected(reason: "refused"), attempt: 1, random: 0) == nil)
        #expect(policy.delay(after: .cancelled, attempt: 1, random: 0) == nil)
        #expect(policy.delay(after: .invalidURL("x"), attempt: 1, random: 0) == nil)
    }

    @Test("Retry-After reads seconds and HTTP dates")
    func retryAfterHeader() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(RetryAfter.parse("3", now: now) == .seconds(3))
        #expect(RetryAfter.parse(" 0 ", now: now) == .zero)
        #expect(RetryAfter.parse("Tue, 14 Nov 2023 22:13:30 GMT", now: now) == .seconds(10))
        #expect(RetryAfter.parse("Tue, 14 Nov 2023 22:00:00 GMT", now: now) == .zero)
        #expect(RetryAfter.parse("-5", now: now) == nil)
        #expect(RetryAfter.parse("soon", now: now) == nil)
    }

    @Test("backoffs are shortened by up to the jitter share; a Retry-After is never shortened")
    func jitter() {
        var generator = SplitMix64(seed: 12)
        var backoffs = Set<Duration>()
        for _ in 0..<200 {
            let random = Double.random(in: 0..<1, using: &generator)
            let backoff = try! #require(policy.delay(after: status(503), attempt: 2, random: random))
            #expect(backoff > .milliseconds(500) && backoff <= .seconds(1))
            backoffs.insert(backoff)
            let retryAfter = try! #require(policy.delay(after: status(429, retryAfter: .seconds(7)), attempt: 1, random: random))
            #expect(retryAfter >= .seconds(7) && retryAfter <= .milliseconds(7250))
        }
        #expect(backoffs.count > 150, "the waits differ from one request to the next")
        let none = RetryPolicy(initialBackoff: .seconds(1), jitter: 0)
        #expect(none.delay(after: .timedOut, attempt: 1, random: 0.9) == .seconds(1))
    }
}
