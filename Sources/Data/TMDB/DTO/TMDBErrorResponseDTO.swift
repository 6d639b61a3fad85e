/// The body of a failed TMDB answer, e.g.
/// `{"success": false, "status_code": 7, "status_message": "Invalid API key: ..."}`.
public struct TMDBErrorResponseDTO: Codable, Sendable, Hashable {
    public let statusCode: Int?
    public let statusMessage: String

    enum CodingKeys: String, CodingKey {
        case statusCode = "status_code"
        case statusMessage = "status_message"
    }

    public init(statusCode: Int?, statusMessage: String) {
        self.statusCode = statusCode
        self.statusMessage = statusMessage
    }
}
