@testable import Data
import Infrastructure
import Testing

@Suite("TMDB errors")
struct TMDBErrorTests {
    @Test("a 401 says the credentials were refused and which variable to check")
    func unauthorized() {
        let error = TMDBError(
            .httpStatus(statusCode: 401, serviceError: ServiceErrorMessage(code: 7, message: "Invalid API key: You must be granted a valid key.")),
            credentialVariable: "TMDB_API_KEY"
        )
        #expect(error.description == "TMDB refused the credentials (HTTP 401: Invalid API key: You must be granted a valid key.); check TMDB_API_KEY")
    }

    @Test("status errors name the status and TMDB's message, with advice for 429 and 5xx")
    func statuses() {
        let notFound = TMDBError(.httpStatus(statusCode: 404, serviceError: ServiceErrorMessage(code: 34, message: "The resource you requested could not be found.")), credentialVariable: nil)
        #expect(notFound.description == "TMDB answered HTTP 404 Not Found: The resource you requested could not be found.")
        #expect(TMDBError.httpStatus(statusCode: 429, serviceError: nil).description.contains("--concurrency"))
        #expect(TMDBError.httpStatus(statusCode: 503, serviceError: nil).description.hasPrefix("TMDB answered HTTP 503 Service Unavailable even after retrying"))
    }

    @Test("transport failures keep their kind", arguments: [
        (DataTransferError.timedOut, TMDBError.timedOut),
        (.cancelled, .cancelled),
        (.notConnected(reason: "r"), .notConnected(reason: "r")),
        (.undecodableBody(reason: "x"), .undecodableResponse(reason: "x")),
        (.invalidURL("u"), .invalidURL("u")),
    ])
    func kinds(transfer: DataTransferError, expected: TMDBError) {
        #expect(TMDBError(transfer, credentialVariable: "TMDB_API_KEY") == expected)
    }

    @Test("offline and page limits explain themselves")
    func messages() {
        #expect(TMDBError.offline.description.contains("--offline"))
        #expect(TMDBError.pageOutOfRange(page: 501).description.contains("500"))
        #expect(TMDBError.notConnected(reason: "127.0.0.1:9 refused the connection").description.contains("TMDB_API_BASE_URL"))
    }
}
