import Foundation

/// What a GetObject found.
public enum S3ObjectFetch: Sendable, Hashable {
    case found(Data)
    /// The object still has the ETag the request named (`If-None-Match`).
    case notModified
    case missing
}
