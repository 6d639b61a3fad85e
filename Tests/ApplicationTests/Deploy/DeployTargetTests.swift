@testable import Application
import Foundation
import Infrastructure
import Testing

@Suite("Deploy target URLs")
struct DeployTargetTests {
    private func s3(_ text: String, environment: [String: String] = [:]) throws -> (S3BucketAddress, String) {
        guard case let .s3(address, prefix) = try DeployTarget.parse(text, environment: environment) else {
            throw DeployTargetError(text, "not s3")
        }
        return (address, prefix)
    }

    @Test("a bucket alone is AWS, virtual-host style, in us-east-1")
    func bucketAlone() throws {
        let (address, prefix) = try s3("s3://movies")
        #expect(address == S3BucketAddress(bucket: "movies", region: "us-east-1", endpoint: nil) && prefix == "")
        #expect(address.bucketURL?.absoluteString == "https://movies.s3.us-east-1.amazonaws.com")
    }

    @Test("prefix, endpoint and region; the prefix's extra slashes dropped")
    func everyPart() throws {
        let (address, prefix) = try s3("s3://movies//club/2026/?endpoint=https://ACCOUNT.r2.cloudflarestorage.com&region=auto")
        #expect(prefix == "club/2026")
        #expect(address.region == "auto")
        #expect(address.endpoint?.absoluteString == "https://ACCOUNT.r2.cloudflarestorage.com")
        #expect(address.bucketURL?.absoluteString == "https://ACCOUNT.r2.cloudflarestorage.com/movies")
    }

    @Test("region= beats AWS_REGION, which beats us-east-1; endpoint= beats AWS_ENDPOINT_URL_S3, which beats AWS_ENDPOINT_URL")
    func environment() throws {
        let environment = ["AWS_REGION": "eu-west-1", "AWS_ENDPOINT_URL_S3": "http://127.0.0.1:9000", "AWS_ENDPOINT_URL": "http://other:1"]
        #expect(try s3("s3://m", environment: environment).0 == S3BucketAddress(bucket: "m", region: "eu-west-1", endpoint: URL(string: "http://127.0.0.1:9000")))
        #expect(try s3("s3://m", environment: ["AWS_ENDPOINT_URL": "http://other:1"]).0.endpoint == URL(string: "http://other:1"))
        #expect(try s3("s3://m?region=us-west-2&endpoint=http%3A%2F%2Fminio%3A9000", environment: environment).0
            == S3BucketAddress(bucket: "m", region: "us-west-2", endpoint: URL(string: "http://minio:9000")))
        #expect(try s3("s3://m", environment: ["AWS_REGION": ""]).0.region == "us-east-1")
    }

    @Test("file:// names a folder")
    func directory() throws {
        #expect(try DeployTarget.parse("file:///srv/www/movies") == .directory("/srv/www/movies"))
        #expect(try DeployTarget.parse("file://public") == .directory("public"))
        #expect(try DeployTarget.parse("file:///srv/www/../www/movies").canonical == "file:///srv/www/movies")
    }

    @Test("the canonical spelling names the bucket, prefix, region and endpoint")
    func canonical() throws {
        #expect(try DeployTarget.parse("s3://movies/club/?region=auto&endpoint=http://127.0.0.1:9000").canonical
            == "s3://movies/club?region=auto&endpoint=http://127.0.0.1:9000")
    }

    @Test("refused, with the reason and the accepted forms", arguments: [
        ("movies", "starts with s3:// or file://"), ("http://movies", "starts with s3://"), ("s3://", "bucket name is missing"),
        ("s3:///club", "bucket name is missing"), ("s3://mo vies", "is not a bucket name"), ("s3://-movies", "is not a bucket name"),
        ("s3://movies/../x", "starting with '.'"), ("s3://movies/.hidden", "starting with '.'"),
        ("s3://movies?endpoint=ftp://x", "not an http:// or https:// address"), ("s3://movies?endpoint=", "not an http"),
        ("s3://movies?region=", "region= must be"), ("s3://movies?region=us_east", "region= must be"),
        ("s3://movies?acl=public", "unknown setting 'acl'"), ("file://", "needs a folder"),
    ])
    func refused(text: String, reason: String) {
        #expect {
            _ = try DeployTarget.parse(text)
        } throws: { error in
            let message = "\(error)"
            return message.contains(reason) && message.contains(DeployTarget.forms)
        }
    }
}
