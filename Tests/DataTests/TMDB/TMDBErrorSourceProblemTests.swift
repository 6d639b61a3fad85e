@testable import Data
import Domain
import Infrastructure
import Testing

/// A TMDB failure in parts the site's language can word, its English wording kept.
@Suite struct TMDBErrorSourceProblemTests {
    @Test func aStatusKeepsTMDBsOwnMessageApartFromMarqueesWords() {
        let error = TMDBError.httpStatus(statusCode: 503, serviceError: ServiceErrorMessage(code: nil, message: "Service offline."))

        let problem = SourceProblem(error)

        #expect(problem.kind == .serverError(status: "HTTP 503 Service Unavailable"))
        #expect(problem.detail == "Service offline.")
        #expect(problem.description == error.description)
    }

    @Test func eachFailureIsItsKind() {
        #expect(SourceProblem(TMDBError.offline).kind == .offline)
        #expect(SourceProblem(TMDBError.httpStatus(statusCode: 429, serviceError: nil)).kind == .rateLimited)
        #expect(SourceProblem(TMDBError.httpStatus(statusCode: 404, serviceError: nil)).kind == .httpStatus(status: "HTTP 404 Not Found"))
        #expect(SourceProblem(TMDBError.credentialsRefused(variable: "TMDB_API_KEY", serviceError: nil)).kind == .credentialsRefused(variable: "TMDB_API_KEY"))
        #expect(SourceProblem(TMDBError.notConnected(reason: "connection refused")) == SourceProblem(
            kind: .unreachable, detail: "connection refused", description: TMDBError.notConnected(reason: "connection refused").description
        ))
        #expect(SourceProblem(TMDBError.timedOut).kind == .timedOut)
        #expect(SourceProblem(TMDBError.invalidMovieID("x")).kind == .other)
    }
}
