import Foundation
@testable import Infrastructure

/// A session that answers from a script, one step per request, and records what it was asked.
actor ScriptedNetworkSession: NetworkSession {
    enum Step: Sendable {
        case answer(status: Int, body: String, headers: [String: String] = [:])
        case fail(NetworkTransferFailure.Kind)
    }

    private var steps: [Step]
    private let delay: Duration
    private(set) var requests: [NetworkRequest] = []

    init(_ steps: [Step], delay: Duration = .zero) {
        self.steps = steps
        self.delay = delay
    }

    nonisolated func response(for request: NetworkRequest) async throws -> NetworkResponse {
        let step = await next(request)
        if delay > .zero { try await Task.sleep(for: delay) }
        switch step {
        case let .answer(status, body, headers):
            return NetworkResponse(statusCode: status, headers: headers, body: Data(body.utf8))
        case let .fail(kind):
            throw NetworkTransferFailure(kind)
        }
    }

    private func next(_ request: NetworkRequest) -> Step {
        requests.append(request)
        return steps.count > 1 ? steps.removeFirst() : steps[0]
    }
}

/// Records the waits a service asks for instead of waiting.
actor RecordedSleeps {
    private(set) var delays: [Duration] = []

    func record(_ delay: Duration) {
        delays.append(delay)
    }
}

enum NetworkFixtures {
    static let secret = "s3cr3t+key/=="
    static let baseURL = URL(string: "https://api.example.test/3")!

    static func configuration(credential: NetworkCredential? = .queryParameter(name: "api_key", value: secret)) -> NetworkConfiguration {
        NetworkConfiguration(baseURL: baseURL, credential: credential, requestTimeout: .seconds(2))
    }

    static func service(
        _ session: NetworkSession,
        retryPolicy: RetryPolicy = RetryPolicy(maxAttempts: 3, initialBackoff: .milliseconds(100), maxBackoff: .milliseconds(400)),
        sleeps: RecordedSleeps = RecordedSleeps(),
        limiter: RequestLimiter = RequestLimiter(maxConcurrent: 4),
        random: @escaping @Sendable () -> Double = { 0 }
    ) -> DefaultNetworkService {
        DefaultNetworkService(
            configuration: configuration(),
            session: session,
            limiter: limiter,
            retryPolicy: retryPolicy,
            sleep: { await sleeps.record($0) },
            random: random
        )
    }

    struct Greeting: Decodable, Sendable, Equatable {
        let hello: String
    }

    static let greeting = Endpoint<Greeting>(path: "greeting", queryParameters: [QueryParameter("name", "world")])
}

/// Reads `{"code": 7, "message": "…"}` error bodies.
struct SimpleErrorResponseDecoder: ErrorResponseDecoder {
    private struct Body: Decodable {
        let code: Int
        let message: String
    }

    func serviceError(from body: Data) -> ServiceErrorMessage? {
        (try? JSONDecoder().decode(Body.self, from: body)).map { ServiceErrorMessage(code: $0.code, message: $0.message) }
    }
}
