import Foundation
import Infrastructure

/// Reads TMDB's error body `{"status_code": …, "status_message": …}`.
public struct TMDBErrorResponseDecoder: ErrorResponseDecoder {
    public init() {}

    public func serviceError(from body: Data) -> ServiceErrorMessage? {
        guard let dto = try? JSONDecoder().decode(TMDBErrorResponseDTO.self, from: body) else { return nil }
        let message = dto.statusMessage.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !message.isEmpty else { return nil }
        return ServiceErrorMessage(code: dto.statusCode, message: message)
    }
}
