/// Single answers kept from earlier fetches (a movie's details, the genre list, the image
/// configuration), each under a key naming its endpoint and parameters.
public protocol ResponseDocumentStorage: Sendable {
    /// The document stored under `key`, or nil when there is none (or it cannot be read as
    /// `Document`).
    func document<Document: Decodable & Sendable>(_ type: Document.Type, forKey key: String) async throws -> Document?

    /// Stores `document` under `key`, replacing what was there.
    func save<Document: Encodable & Sendable>(_ document: Document, forKey key: String) async throws
}
