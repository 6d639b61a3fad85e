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

    private func map(_ error: NetworkError) -> DataTransferError {
        switch error {
        case let .notConnected(reason):
            return .notConnected(reason: reason)
        case .timedOut:
            return .timedOut
        case .cancelled:
            return .cancelled
        case let .invalidURL(url):
            return .invalidURL(url)
        case let .transport(code, reason):
            return .transport(code: code, reason: reason)
        case let .httpStatus(response):
            let serviceError = errorResponseDecoder?.serviceError(from: response.body).map {
                ServiceErrorMessage(code: $0.code, message: networkService.redact($0.message))
            }
            return .httpStatus(statusCode: response.statusCode, serviceError: serviceError)
        }
    }
}
