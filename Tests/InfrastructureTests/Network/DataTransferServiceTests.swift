import Foundation
import Testing
@testable import Infrastructure

@Suite("DefaultDataTransferService")
struct DataTransferServiceTests {
    private func transfer(_ steps: [ScriptedNetworkSession.Step]) -> DefaultDataTransferService {
        DefaultDataTransferService(
            networkService: NetworkFixtures.service(ScriptedNetworkSession(steps), retryPolicy: .never),
            errorResponseDecoder: SimpleErrorResponseDecoder()
        )
    }

    @Test("decodes a 2xx body")
    func decodes() async throws {
        let greeting = try await transfer([.answer(status: 200, body: #"{"hello":"world","extra":1}"#)]).request(NetworkFixtures.greeting)
        #expect(greeting == NetworkFixtures.Greeting(hello: "world"))
    }

    @Test("an HTTP error carries the status and the API's decoded message")
    func statusWithMessage() async {
        let error = await #expect(throws: DataTransferError.self) {
            try await transfer([.answer(status: 401, body: #"{"code":7,"message":"Invalid API key"}"#)]).request(NetworkFixtures.greeting)
        }
        #expect(error == .httpStatus(statusCode: 401, serviceError: ServiceErrorMessage(code: 7, message: "Invalid API key")))
        #expect(error?.description == "HTTP 401 Unauthorized: Invalid API key")
    }

    @Test("an error body in another shape still gives the status")
    func statusWithoutMessage() async {
        let error = await #expect(throws: DataTransferError.self) {
            try await transfer([.answer(status: 502, body: "<html>bad gateway</html>")]).request(NetworkFixtures.greeting)
        }
        #expect(error == .httpStatus(statusCode: 502, serviceError: nil))
    }

    @Test("a message quoting the key is redacted")
    func redactedMessage() async {
        let body = #"{"code":7,"message":"key \#(NetworkFixtures.secret) is not valid"}"#
        let error = await #expect(throws: DataTransferError.self) {
            try await transfer([.answer(status: 401, body: body)]).request(NetworkFixtures.greeting)
        }
        #expect(error?.description == "HTTP 401 Unauthorized: key <redacted> is not valid")
    }

    @Test("a body that is not the expected JSON is undecodable, with where it broke")
    func undecodable() async {
        let missing = await #expect(throws: DataTransferError.self) {
            try await transfer([.answer(status: 200, body: #"{"bye":"x"}"#)]).request(NetworkFixtures.greeting)
        }
        #expect(missing == .undecodableBody(reason: "missing key 'hello'"))
        let html = await #expect(throws: DataTransferError.self) {
            try await transfer([.answer(status: 200, body: "<html>")]).request(NetworkFixtures.greeting)
        }
        #expect(html == .undecodableBody(reason: "not valid JSON"))
    }

    @Test("transport failures keep their kind")
    func transport() async {
        let error = await #expect(throws: DataTransferError.self) {
            try await transfer([.fail(.timedOut)]).request(NetworkFixtures.greeting)
        }
        #expect(error == .timedOut)
    }
}
