import Foundation
import Infrastructure
import Testing

/// The S3 client's requests and how it reads S3's XML, against a network stub (the real server
/// is SeaweedFS in scripts/deploy_test.py).
@Suite("S3 client")
struct S3ClientTests {
    /// Answers each request with the next canned answer and records what was asked.
    final class StubNetwork: NetworkService, @unchecked Sendable {
        private let lock = NSLock()
        private var answers: [Result<Data, NetworkError>]
        private(set) var endpoints: [Endpoint<Data>] = []

        init(_ answers: [Result<Data, NetworkError>]) {
            self.answers = answers
        }

        func request<Response>(_ endpoint: Endpoint<Response>) async throws(NetworkError) -> Data {
            let answer: Result<Data, NetworkError> = lock.withLock {
                endpoints.append(Endpoint<Data>(path: endpoint.path, method: endpoint.method, queryParameters: endpoint.queryParameters, headers: endpoint.headers, body: endpoint.body))
                return answers.isEmpty ? .failure(.timedOut) : answers.removeFirst()
            }
            return try answer.get()
        }

        func redact(_ text: String) -> String { text }
    }

    private let address = S3BucketAddress(bucket: "movies", region: "us-east-1", endpoint: URL(string: "http://127.0.0.1:9000"))

    private func xml(_ text: String) -> Result<Data, NetworkError> {
        .success(Data(text.utf8))
    }

    @Test("a listing follows continuation tokens and reads keys, sizes and unquoted ETags")
    func listing() async throws {
        let network = StubNetwork([
            xml("""
                <?xml version="1.0" encoding="UTF-8"?>
                <ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>movies</Name><IsTruncated>true</IsTruncated>
                <Contents><Key>club/a &amp; b.html</Key><Size>12</Size><ETag>&quot;0cc175b9c0f1b6a831c399e269772661&quot;</ETag></Contents>
                <NextContinuationToken>next/+token</NextContinuationToken></ListBucketResult>
                """),
            xml("<ListBucketResult><IsTruncated>false</IsTruncated><Contents><Key>club/c.css</Key><Size>3</Size><ETag>\"abc\"</ETag></Contents></ListBucketResult>"),
        ])
        let objects = try await S3Client(address: address, network: network).listObjects(prefix: "club/")
        #expect(objects == [
            S3ObjectSummary(key: "club/a & b.html", size: 12, etag: "0cc175b9c0f1b6a831c399e269772661"),
            S3ObjectSummary(key: "club/c.css", size: 3, etag: "abc"),
        ])
        #expect(network.endpoints.map(\.queryParameters) == [
            [QueryParameter("list-type", "2"), QueryParameter("prefix", "club/")],
            [QueryParameter("list-type", "2"), QueryParameter("prefix", "club/"), QueryParameter("continuation-token", "next/+token")],
        ])
    }

    @Test("deletes go in batches of at most 1,000 keys, each batch with Content-MD5, and each key's error is read")
    func deleteBatches() async throws {
        let keys = (0..<2001).map { "club/page-\($0).html" }
        let network = StubNetwork([
            xml("<DeleteResult><Error><Key>club/page-7.html</Key><Code>AccessDenied</Code><Message>Access Denied</Message></Error></DeleteResult>"),
            xml("<DeleteResult/>"),
            xml("<DeleteResult></DeleteResult>"),
        ])
        let failures = try await S3Client(address: address, network: network).deleteObjects(keys)
        #expect(failures == [S3DeleteFailure(key: "club/page-7.html", code: "AccessDenied", message: "Access Denied")])
        #expect(network.endpoints.count == 3)
        let bodies = network.endpoints.map { String(decoding: $0.body ?? Data(), as: UTF8.self) }
        #expect(bodies.map { $0.components(separatedBy: "<Object>").count - 1 } == [1000, 1000, 1])
        for endpoint in network.endpoints {
            #expect(endpoint.method == .post && endpoint.queryParameters == [QueryParameter("delete", "")])
            #expect(endpoint.headers["Content-MD5"] == Data(MD5.hash(Array(endpoint.body ?? Data()))).base64EncodedString())
        }
    }

    @Test("an error document gives S3's code and message; NoSuchBucket names the bucket")
    func errors() async {
        let body = Data("<Error><Code>NoSuchBucket</Code><Message>The specified bucket does not exist</Message><BucketName>movies</BucketName></Error>".utf8)
        let network = StubNetwork([.failure(.httpStatus(HTTPErrorResponse(statusCode: 404, body: body)))])
        await #expect(throws: S3Error.service(statusCode: 404, code: "NoSuchBucket", message: "The specified bucket does not exist", bucket: "movies")) {
            _ = try await S3Client(address: address, network: network).listObjects(prefix: "")
        }
        #expect(S3Error.service(statusCode: 404, code: "NoSuchBucket", message: "", bucket: "movies").description.contains("the bucket movies does not exist"))
        let refused = S3Error.service(statusCode: 403, code: "SignatureDoesNotMatch", message: "no", bucket: "movies")
        #expect(refused.meansCredentialsRefused && refused.description.contains("SignatureDoesNotMatch"))
    }

    @Test("a missing object is nil; an upload sends its SHA-256, Content-MD5 and headers to the encoded key")
    func getAndPut() async throws {
        let missing = Data("<Error><Code>NoSuchKey</Code><Message>gone</Message></Error>".utf8)
        let network = StubNetwork([.failure(.httpStatus(HTTPErrorResponse(statusCode: 404, body: missing))), .success(Data())])
        let client = S3Client(address: address, network: network)
        #expect(try await client.getObject(key: "club/.marquee-deploy.json", unlessETag: "abc") == .missing)
        #expect(network.endpoints.last?.headers["If-None-Match"] == "\"abc\"")
        try await client.putObject(key: "club/a b+c.html", body: Data("hi".utf8), headers: ["Content-Type": "text/html"], sha256Hex: "abc")
        let put = try #require(network.endpoints.last)
        #expect(put.path == "club/a%20b%2Bc.html" && put.method == .put)
        #expect(put.headers["x-amz-content-sha256"] == "abc" && put.headers["Content-Type"] == "text/html")
        #expect(put.headers["Content-MD5"] == Data(MD5.hash(Array("hi".utf8))).base64EncodedString())
    }

    @Test("an object whose ETag is the one named answers 304 and is not downloaded")
    func notModified() async throws {
        let network = StubNetwork([.failure(.httpStatus(HTTPErrorResponse(statusCode: 304))), .success(Data("{}".utf8))])
        let client = S3Client(address: address, network: network)
        #expect(try await client.getObject(key: "m", unlessETag: "abc") == .notModified)
        #expect(try await client.getObject(key: "m") == .found(Data("{}".utf8)))
        #expect(network.endpoints.last?.headers["If-None-Match"] == nil)
    }

    @Test("an answer that is not S3's XML is reported, not trusted")
    func malformed() async {
        let network = StubNetwork([xml("<html>proxy error</html>")])
        await #expect(throws: S3Error.self) {
            _ = try await S3Client(address: address, network: network).listObjects(prefix: "")
        }
    }

    @Test("a truncated listing that gives the same token again is refused, not followed forever")
    func repeatedToken() async {
        let page = "<ListBucketResult><IsTruncated>true</IsTruncated><NextContinuationToken>t</NextContinuationToken></ListBucketResult>"
        let network = StubNetwork([xml(page), xml(page), xml(page)])
        await #expect(throws: S3Error.malformedAnswer("a truncated listing without a new NextContinuationToken")) {
            _ = try await S3Client(address: address, network: network).listObjects(prefix: "")
        }
        #expect(network.endpoints.count == 2)
    }

    @Test("path-style under an endpoint, virtual-host style on AWS")
    func addressing() {
        #expect(S3BucketAddress(bucket: "movies", region: "auto", endpoint: URL(string: "https://acct.r2.cloudflarestorage.com/")).bucketURL?.absoluteString == "https://acct.r2.cloudflarestorage.com/movies")
        #expect(S3BucketAddress(bucket: "movies", region: "eu-west-1", endpoint: nil).bucketURL?.absoluteString == "https://movies.s3.eu-west-1.amazonaws.com")
    }
}
