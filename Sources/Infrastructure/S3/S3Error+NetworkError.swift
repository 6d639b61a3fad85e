import Foundation

extension S3Error {
    /// The S3 error behind a failed request: the error document of a non-2xx answer (its code and
    /// message), or the network failure, with every text passed through `redact`.
    init(_ error: NetworkError, bucket: String, redact: (String) -> String) {
        guard case let .httpStatus(response) = error else {
            self = .network(redact(error.description))
            return
        }
        let document = XMLTree.parse(response.body)
        let code = document?.value("Code") ?? response.statusText
        let message = document?.value("Message") ?? ""
        self = .service(statusCode: response.statusCode, code: redact(code), message: redact(message), bucket: bucket)
    }
}
