import Foundation
import Infrastructure
import Testing

/// Signature Version 4 against published vectors: the AWS Signature Version 4 Test Suite
/// (`get-vanilla`, `get-vanilla-query-order-key-case`; credentials AKIDEXAMPLE, 2015-08-30T12:36:00Z,
/// region us-east-1, service "service"), and the worked examples of the Amazon S3 API Reference,
/// "Signature Calculations for the Authorization Header: Transferring Payload in a Single Chunk"
/// (GET Object with `Range: bytes=0-9`, PUT Object, ListObjects; access key AKIAIOSFODNN7EXAMPLE,
/// 2013-05-24T00:00:00Z).
@Suite("AWS Signature Version 4")
struct AWSSignatureV4Tests {
    private static let emptyHash = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
    private static let suite = AWSSignatureV4(
        credentials: AWSCredentials(accessKeyID: "AKIDEXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY"),
        region: "us-east-1", service: "service"
    )
    private static let suiteDate = Date(timeIntervalSince1970: 1_440_938_160)
    private static let s3 = AWSSignatureV4(
        credentials: AWSCredentials(accessKeyID: "AKIAIOSFODNN7EXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"),
        region: "us-east-1"
    )
    private static let s3Date = Date(timeIntervalSince1970: 1_369_353_600)

    @Test("test suite: get-vanilla")
    func getVanilla() {
        let request = AWSSignatureV4.Request(
            method: "GET", canonicalURI: "/",
            headers: ["Host": "example.amazonaws.com", "X-Amz-Date": "20150830T123600Z"], payloadHash: Self.emptyHash
        )
        #expect(Self.suite.authorization(for: request, date: Self.suiteDate)
            == "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31")
    }

    @Test("test suite: get-vanilla-query-order-key-case (parameters sorted by name)")
    func queryOrder() {
        let request = AWSSignatureV4.Request(
            method: "GET", canonicalURI: "/", query: [("Param2", "value2"), ("Param1", "value1")],
            headers: ["Host": "example.amazonaws.com", "X-Amz-Date": "20150830T123600Z"], payloadHash: Self.emptyHash
        )
        #expect(AWSSignatureV4.canonicalRequest(request).text.split(separator: "\n")[2] == "Param1=value1&Param2=value2")
        #expect(Self.suite.authorization(for: request, date: Self.suiteDate).hasSuffix("Signature=b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500"))
    }

    @Test("S3 example: GET Object with Range: bytes=0-9, its canonical request and string to sign")
    func s3GetObject() {
        let request = AWSSignatureV4.Request(
            method: "GET", canonicalURI: "/test.txt",
            headers: ["Host": "examplebucket.s3.amazonaws.com", "Range": "bytes=0-9", "x-amz-content-sha256": Self.emptyHash, "x-amz-date": "20130524T000000Z"],
            payloadHash: Self.emptyHash
        )
        let canonical = AWSSignatureV4.canonicalRequest(request)
        #expect(canonical.signedHeaders == "host;range;x-amz-content-sha256;x-amz-date")
        let toSign = AWSSignatureV4.stringToSign(canonicalRequest: canonical.text, timestamp: "20130524T000000Z", scope: "20130524/us-east-1/s3/aws4_request")
        #expect(toSign.hasSuffix("\n7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972"))
        #expect(Self.s3.authorization(for: request, date: Self.s3Date)
            == "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41")
    }

    @Test("S3 example: PUT Object test$file.text, the key's $ encoded once")
    func s3PutObject() {
        let payload = SHA256.hash(Array("Welcome to Amazon S3.".utf8)).hexDigits
        let request = AWSSignatureV4.Request(
            method: "PUT", canonicalURI: "/" + S3BucketAddress.encodedPath(of: "test$file.text"),
            headers: [
                "Date": "Fri, 24 May 2013 00:00:00 GMT", "Host": "examplebucket.s3.amazonaws.com",
                "x-amz-content-sha256": payload, "x-amz-date": "20130524T000000Z", "x-amz-storage-class": "REDUCED_REDUNDANCY",
            ],
            payloadHash: payload
        )
        #expect(Self.s3.authorization(for: request, date: Self.s3Date).hasSuffix("Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd"))
    }

    @Test("S3 example: ListObjects, signed as a request the way the client sends it")
    func s3ListObjectsRequest() throws {
        var request = NetworkRequest(url: try #require(URL(string: "https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J")))
        Self.s3.sign(&request, date: Self.s3Date)
        #expect(request.value(forHeader: "x-amz-date") == "20130524T000000Z")
        #expect(request.value(forHeader: "x-amz-content-sha256") == Self.emptyHash)
        #expect(request.value(forHeader: "Authorization")
            == "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7")
    }

    @Test("a session token is sent and signed; a port that is not the default is part of Host")
    func sessionTokenAndPort() throws {
        let signer = AWSSignatureV4(credentials: AWSCredentials(accessKeyID: "AKID", secretAccessKey: "secret", sessionToken: "token/+="), region: "auto")
        var request = NetworkRequest(url: try #require(URL(string: "http://127.0.0.1:8333/bucket/a%20b.html")), method: "PUT", body: Data("x".utf8))
        signer.sign(&request, date: Self.s3Date)
        let authorization = try #require(request.value(forHeader: "Authorization"))
        #expect(request.value(forHeader: "x-amz-security-token") == "token/+=")
        #expect(authorization.contains("SignedHeaders=host;x-amz-content-sha256;x-amz-date;x-amz-security-token"))
        #expect(authorization.contains("/20130524/auto/s3/aws4_request"))
        #expect(request.value(forHeader: "x-amz-content-sha256") == SHA256.hash(Array("x".utf8)).hexDigits)
    }

    @Test("credentials never show the secret")
    func credentialsRedact() throws {
        let credentials = try #require(AWSCredentials(environment: ["AWS_ACCESS_KEY_ID": "AKID", "AWS_SECRET_ACCESS_KEY": "se/cr+et", "AWS_SESSION_TOKEN": ""]))
        #expect(credentials.sessionToken == nil)
        #expect(!credentials.description.contains("se/cr+et"))
        #expect(credentials.redact("a se/cr+et and se%2Fcr%2Bet") == "a <redacted> and <redacted>")
        #expect(AWSCredentials(environment: ["AWS_ACCESS_KEY_ID": "AKID"]) == nil)
    }

    @Test("MD5 vectors of RFC 1321")
    func md5() {
        #expect(MD5.hash([]).hexDigits == "d41d8cd98f00b204e9800998ecf8427e")
        #expect(MD5.hash(Array("abc".utf8)).hexDigits == "900150983cd24fb0d6963f7d28e17f72")
        #expect(MD5.hash(Array("message digest".utf8)).hexDigits == "f96b697d7cb7938d525a2f31aaf161d0")
    }
}
