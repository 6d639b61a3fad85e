import Foundation
import Testing

/// `marquee deploy` end to end with a `file://` target: the real binary, real files. (The S3
/// target is tested against a real SeaweedFS by scripts/deploy_test.py, `make check-deploy`.)
@Suite(.serialized) struct DeployCommandTests {
    @Test func aFolderTargetGetsTheSiteThenNothingMoves() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\nlove\n", to: "queries.txt")
        #expect(try await workspace.marquee("build", "--quiet").exitCode == 0)
        try workspace.write("[deploy]\ntarget = \"file://www\"\n", to: "marquee.toml")

        let first = try await workspace.marquee("deploy", "--report", "first.json")
        #expect(first.exitCode == 0, "\(first.standardError)")
        #expect(first.standardError.contains("(a first deploy: the target held none of the site)"), "\(first.standardError)")
        #expect(workspace.read("www/index.html") == workspace.read("output/index.html"))
        #expect(workspace.exists("www/.marquee-deploy.json") && !workspace.exists("www/.marquee-manifest.json"))
        let report = try JSONSerialization.jsonObject(with: Data((workspace.read("first.json") ?? "").utf8)) as? [String: Any]
        #expect((report?["uploaded"] as? [String])?.contains("index.html") == true)
        #expect(report?["exit_code"] as? Int == 0)

        let second = try await workspace.marquee("deploy")
        #expect(second.exitCode == 0 && second.standardError.contains("0 uploaded"), "\(second.standardError)")

        // The site unchanged since the last deploy is taken as deployed; a page edited by hand
        // or a header rule added is still noticed, and sent.
        try workspace.write("<p>edited by hand</p>\n", to: "output/index.html")
        let edited = try await workspace.marquee("deploy")
        #expect(edited.exitCode == 0 && edited.standardError.contains(": 1 uploaded"), "\(edited.standardError)")
        #expect(workspace.read("www/index.html") == "<p>edited by hand</p>\n")
        try workspace.write("[deploy]\ntarget = \"file://www\"\n[[deploy.headers]]\npattern = \"/index.html\"\ncache-control = \"no-cache\"\n", to: "marquee.toml")
        let ruled = try await workspace.marquee("deploy")
        #expect(ruled.exitCode == 0 && ruled.standardError.contains(": 1 uploaded"), "\(ruled.standardError)")
        let last = try await workspace.marquee("deploy")
        #expect(last.exitCode == 0 && last.standardError.contains(": 0 uploaded"), "\(last.standardError)")
    }

    @Test func refusals() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let noTarget = try await workspace.marquee("deploy")
        #expect(noTarget.exitCode == 2 && noTarget.standardError.contains("No deploy target"), "\(noTarget.standardError)")
        let notASite = try await workspace.marquee("deploy", "--target", "file://www", "--report", "r.json")
        #expect(notASite.exitCode == 2 && notASite.standardError.contains("not a finished Marquee site"), "\(notASite.standardError)")
        #expect(workspace.read("r.json")?.contains("\"exit_code\" : 2") == true)
        let noCredentials = try await workspace.marquee("deploy", "--target", "s3://movies")
        #expect(noCredentials.exitCode == 2 && noCredentials.standardError.contains("AWS_ACCESS_KEY_ID"), "\(noCredentials.standardError)")
        let badFlag = try await workspace.marquee("deploy", "--concurrency", "0")
        #expect(badFlag.exitCode == 2)
    }

    @Test func theHelpShowsTheTargetForm() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let help = try await workspace.marquee("deploy", "--help")
        #expect(help.exitCode == 0)
        #expect(help.standardOutput.contains("s3://BUCKET[/PREFIX][?endpoint=URL&region=NAME]"))
        #expect(help.standardOutput.contains("5  deploy refused"))
    }
}
