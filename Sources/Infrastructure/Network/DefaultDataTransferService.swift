import Foundation

/// Decodes answers with `JSONDecoder` and maps every failure to a ``DataTransferError``,
/// reading failed answers' bodies with the API's ``ErrorResponseDecoder``.
public struct DefaultDataTransferService: DataTransferService {
    private let networkService: NetworkService
    private let errorResponseDecoder: ErrorResponseDecoder?

    public init(networkService: NetworkService, errorResponseDecoder: ErrorResponseDecoder? = nil) {
        self.networkService = networkService
        self.errorResponseDecoder = errorResponseDecoder
    }

    public func request<Response>(_ endpoint: Endpoint<Response>) async throws(DataTransferError) -> Response {
        let data: Data
        do {
            data = try await networkService.request(endpoint)
        } catch {
            throw map(error)
        }
        do {
            return try JSONDecoder().decode(Response.self, from: data)
        } catch let error as DecodingError {
            throw .undecodableBody(reason: networkService.redact(error.summary))
        } catch {
            throw .undecodableBody(reason: networkService.redact(String(describing: error)))
        }
    }

    /// The failure as a ``DataTransferError``; a failed answer's body is read for the API's
    /// explanation, with the credential redacted.
    private func map(_ error: NetworkError) -> DataTransferError {
        guard case let .httpStatus(response) = error else { return DataTransferError(error) }
        let serviceError = errorResponseDecoder?.serviceError(from: response.body).map {
            ServiceErrorMessage(code: $0.code, message: networkService.redact($0.message))
        }
        return DataTransferError(error, serviceError: serviceError)
    }
}
