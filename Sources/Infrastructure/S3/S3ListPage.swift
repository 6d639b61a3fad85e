import Foundation

/// One page of a ListObjectsV2 answer (`ListBucketResult`).
struct S3ListPage {
    let objects: [S3ObjectSummary]
    let isTruncated: Bool
    let nextToken: String?

    /// Nil when `xml` is not a `ListBucketResult`.
    init?(xml: Data) {
        guard let root = XMLTree.parse(xml), root.name == "ListBucketResult" else { return nil }
        objects = root.all("Contents").compactMap { contents in
            guard let key = contents.value("Key") else { return nil }
            let etag = (contents.value("ETag") ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
            return S3ObjectSummary(key: key, size: Int64(contents.value("Size") ?? "") ?? -1, etag: etag)
        }
        isTruncated = root.value("IsTruncated") == "true"
        nextToken = root.value("NextContinuationToken").flatMap { $0.isEmpty ? nil : $0 }
    }
}
