import Foundation

/// A polite HTTP client over a ``NetworkSession``: at most as many requests in flight as its
/// ``RequestLimiter`` allows, failed attempts retried as its ``RetryPolicy`` says (a slot is not
/// held while waiting to retry), no request sent while its ``NetworkCircuitBreaker`` (if any) is
/// open, every error mapped to a ``NetworkError`` free of the credential.
public struct DefaultNetworkService: NetworkService {
    public let configuration: NetworkConfiguration
    public let retryPolicy: RetryPolicy
    private let session: NetworkSession
    private let limiter: RequestLimiter
    private let circuitBreaker: NetworkCircuitBreaker?
    private let signer: (any RequestSigner)?
    private let sleep: @Sendable (Duration) async throws -> Void
    private let random: @Sendable () -> Double
    private let observe: @Sendable (NetworkEvent) -> Void

    /// - Parameters:
    ///   - sleep: waits before a retry; tests pass a fake that records the delay.
    ///   - random: a number in `0..<1` for each retry's jitter; tests pass a seeded source.
    ///   - signer: signs every attempt just before it is sent (S3's Signature Version 4).
    ///   - observe: hears every answer, failure and retry (for logs).
    public init(
        configuration: NetworkConfiguration,
        session: NetworkSession,
        limiter: RequestLimiter,
        retryPolicy: RetryPolicy = .standard,
        circuitBreaker: NetworkCircuitBreaker? = nil,
        signer: (any RequestSigner)? = nil,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
        observe: @escaping @Sendable (NetworkEvent) -> Void = { _ in }
    ) {
        self.configuration = configuration
        self.session = session
        self.limiter = limiter
        self.retryPolicy = retryPolicy
        self.circuitBreaker = circuitBreaker
        self.signer = signer
        self.sleep = sleep
        self.random = random
        self.observe = observe
    }

    public func request<Response>(_ endpoint: Endpoint<Response>) async throws(NetworkError) -> Data {
        let request = try endpoint.networkRequest(with: configuration)
        let method = endpoint.method.rawValue
        let url = redact(request.url.absoluteString)
        let host = request.url.hostAndPort
        var attempt = 1
        while true {
            if let rejection = await circuitBreaker?.rejection(host: host) { throw rejection }
            var attemptRequest = request
            signer?.sign(&attemptRequest)
            do {
                let data = try await send(attemptRequest, method: method, url: url)
                await circuitBreaker?.recordReachable()
                return data
            } catch {
                if case let .httpStatus(response) = error, !response.isServerError { await circuitBreaker?.recordReachable() }
                guard let delay = retryPolicy.delay(after: error, attempt: attempt, random: random()) else {
                    if error.meansUnreachable {
                        await circuitBreaker?.recordUnreachable()
                    } else if case let .httpStatus(response) = error, response.isServerError {
                        await circuitBreaker?.recordServerError(statusCode: response.statusCode)
                    }
                    throw error
                }
                attempt += 1
                observe(.retry(method: method, url: url, error: error, delay: delay, nextAttempt: attempt, maxAttempts: retryPolicy.maxAttempts))
                do {
                    try await sleep(delay)
                } catch {
                    throw .cancelled
                }
            }
        }
    }

    public func redact(_ text: String) -> String {
        configuration.redact(text)
    }

    /// One attempt, holding a slot of the limiter only while the request is in flight.
    private func send(_ request: NetworkRequest, method: String, url: String) async throws(NetworkError) -> Data {
        guard !Task.isCancelled else { throw .cancelled }
        await limiter.acquire()
        let started = ContinuousClock.now
        let outcome: Result<NetworkResponse, any Error>
        do {
            outcome = .success(try await session.response(for: request))
        } catch {
            outcome = .failure(error)
        }
        await limiter.release()
        let duration = ContinuousClock.now - started

        switch outcome {
        case let .failure(error):
            let networkError = mapped(NetworkError(sessionError: error, host: request.url.hostAndPort))
            observe(.failure(method: method, url: url, error: networkError, duration: duration))
            throw networkError
        case let .success(response):
            observe(.response(method: method, url: url, statusCode: response.statusCode, duration: duration))
            guard (200..<300).contains(response.statusCode) else {
                throw .httpStatus(HTTPErrorResponse(
                    statusCode: response.statusCode,
                    body: response.body,
                    retryAfter: response.value(forHeader: "Retry-After").flatMap { RetryAfter.parse($0) }
                ))
            }
            return response.body
        }
    }

    /// `error` with the secret removed from every text it carries.
    private func mapped(_ error: NetworkError) -> NetworkError {
        switch error {
        case let .notConnected(reason): .notConnected(reason: redact(reason))
        case let .invalidURL(url): .invalidURL(redact(url))
        case let .transport(code, reason): .transport(code: code, reason: redact(reason))
        case .timedOut, .cancelled, .httpStatus: error
        }
    }
}

extension URL {
    /// `host` or `host:port`, for messages.
    var hostAndPort: String {
        guard let host else { return "the server" }
        return port.map { "\(host):\($0)" } ?? host
    }
}
