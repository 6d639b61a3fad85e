import Foundation

/// The few S3 operations a static site needs (PutObject, GetObject, ListObjectsV2 and
/// DeleteObjects), sent through a ``NetworkService`` whose base URL is the bucket's and whose
/// signer is ``AWSSignatureV4``, so retries, the circuit breaker and logging are the project's.
public struct S3Client: Sendable {
    public let address: S3BucketAddress
    private let network: any NetworkService

    /// Keys one DeleteObjects request may name at most (S3's limit).
    public static let deleteBatchSize = 1000

    /// - Parameter network: sends to ``S3BucketAddress/bucketURL`` and signs every attempt.
    public init(address: S3BucketAddress, network: any NetworkService) {
        self.address = address
        self.network = network
    }

    /// Uploads `body` as `key` in one PUT with `headers` (`Content-Type`, `Cache-Control`...), its
    /// SHA-256 signed and its MD5 sent as `Content-MD5` so that S3 checks what it received.
    public func putObject(key: String, body: Data, headers: [String: String], sha256Hex: String) async throws(S3Error) {
        var all = headers
        all[AWSSignatureV4.contentHashHeader] = sha256Hex
        all["Content-MD5"] = Data(MD5.hash(Array(body))).base64EncodedString()
        _ = try await send(Endpoint<Data>(path: S3BucketAddress.encodedPath(of: key), method: .put, headers: all, body: body))
    }

    /// The body of `key`, unless it still has the ETag `unlessETag` (sent as `If-None-Match`).
    public func getObject(key: String, unlessETag etag: String? = nil) async throws(S3Error) -> S3ObjectFetch {
        let headers = etag.map { ["If-None-Match": "\"\($0)\""] } ?? [:]
        do {
            return .found(try await send(Endpoint<Data>(path: S3BucketAddress.encodedPath(of: key), headers: headers)))
        } catch {
            guard case let .service(statusCode, code, _, _) = error else { throw error }
            if statusCode == 304 { return .notModified }
            if statusCode == 404, code != "NoSuchBucket" { return .missing }
            throw error
        }
    }

    /// Every object whose key starts with `prefix`, following continuation tokens to the end.
    public func listObjects(prefix: String) async throws(S3Error) -> [S3ObjectSummary] {
        var objects: [S3ObjectSummary] = []
        var token: String?
        repeat {
            var parameters = [QueryParameter("list-type", "2")]
            if !prefix.isEmpty { parameters.append(QueryParameter("prefix", prefix)) }
            if let token { parameters.append(QueryParameter("continuation-token", token)) }
            let data = try await send(Endpoint<Data>(path: "", queryParameters: parameters))
            guard let page = S3ListPage(xml: data) else {
                throw .malformedAnswer("a ListObjectsV2 answer without a ListBucketResult")
            }
            objects += page.objects
            if page.isTruncated, page.nextToken == nil || page.nextToken == token {
                throw .malformedAnswer("a truncated listing without a new NextContinuationToken")
            }
            token = page.isTruncated ? page.nextToken : nil
        } while token != nil
        return objects
    }

    /// Deletes `keys` in batches of at most ``deleteBatchSize``; returns the keys S3 could not
    /// delete, each with its own code and message.
    public func deleteObjects(_ keys: [String]) async throws(S3Error) -> [S3DeleteFailure] {
        var failures: [S3DeleteFailure] = []
        var start = 0
        while start < keys.count {
            let batch = Array(keys[start..<min(start + Self.deleteBatchSize, keys.count)])
            start += batch.count
            let body = Data(S3DeleteRequest.xml(keys: batch).utf8)
            let headers = [
                "Content-Type": "application/xml",
                "Content-MD5": Data(MD5.hash(Array(body))).base64EncodedString(),
            ]
            let data = try await send(Endpoint<Data>(path: "", method: .post, queryParameters: [QueryParameter("delete", "")], headers: headers, body: body))
            guard let result = S3DeleteResult(xml: data) else {
                throw .malformedAnswer("a DeleteObjects answer without a DeleteResult")
            }
            failures += result.failures
        }
        return failures
    }

    private func send(_ endpoint: Endpoint<Data>) async throws(S3Error) -> Data {
        do {
            return try await network.request(endpoint)
        } catch {
            throw S3Error(error, bucket: address.bucket, redact: network.redact)
        }
    }
}
