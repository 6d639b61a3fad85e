import Foundation

/// A DeleteObjects answer (`DeleteResult`): the keys it could not delete.
struct S3DeleteResult {
    let failures: [S3DeleteFailure]

    /// Nil when `xml` is not a `DeleteResult`.
    init?(xml: Data) {
        guard let root = XMLTree.parse(xml), root.name == "DeleteResult" else { return nil }
        failures = root.all("Error").map { error in
            S3DeleteFailure(key: error.value("Key") ?? "", code: error.value("Code") ?? "", message: error.value("Message") ?? "")
        }
    }
}

/// The body of a DeleteObjects request, quiet (only failures are answered).
enum S3DeleteRequest {
    static func xml(keys: [String]) -> String {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><Delete xmlns=\"http://s3.amazonaws.com/doc/2006-03-01/\"><Quiet>true</Quiet>"
        for key in keys {
            text += "<Object><Key>\(MarkupEscaping.escaped(key, apostrophe: "&apos;"))</Key></Object>"
        }
        return text + "</Delete>"
    }
}
