@testable import Application
import Domain
import Testing

@Suite("The [deploy] table of marquee.toml")
struct DeployConfigTests {
    private func problem(_ text: String) -> String? {
        do {
            _ = try ConfigFile.parse(text, path: "marquee.toml")
            return nil
        } catch {
            return error.description
        }
    }

    @Test("target, max-deletes, concurrency and header rules in file order")
    func reads() throws {
        let settings = try ConfigFile.parse("""
            title = "Club"

            [deploy]
            target = "s3://movies/club?endpoint=http://127.0.0.1:9000"
            max-deletes = 1000
            concurrency = 4

            [[deploy.headers]]
            pattern = "posters/**"
            cache-control = "public, max-age=31536000, immutable"

            [[deploy.headers]]
            pattern = "*.html"
            cache-control = "no-cache"
            """, path: "marquee.toml")
        let deploy = try #require(settings.deploy)
        #expect(deploy.target == "s3://movies/club?endpoint=http://127.0.0.1:9000")
        #expect(deploy.maxDeletes == 1000 && deploy.concurrency == 4)
        #expect(deploy.headerRules.map(\.pattern.description) == ["posters/**", "*.html"])
        #expect(deploy.headerRules.map(\.cacheControl) == ["public, max-age=31536000, immutable", "no-cache"])
        #expect(settings[.title]?.value == .string("Club"))
        #expect(SiteSettings.resolved(flags: SiteSettings(), file: settings).deploy == deploy)
    }

    @Test("an AWS secret is refused in [deploy] and at the top, naming the variable", arguments: [
        ("[deploy]\naws_secret_access_key = \"x\"", "AWS_SECRET_ACCESS_KEY"),
        ("[deploy]\nsecret-access-key = \"x\"", "AWS_SECRET_ACCESS_KEY"),
        ("AWS_SECRET_ACCESS_KEY = \"x\"", "AWS_SECRET_ACCESS_KEY"),
        ("[deploy]\naccess-key-id = \"x\"", "AWS_ACCESS_KEY_ID"),
        ("aws-session-token = \"x\"", "AWS_SESSION_TOKEN"),
    ])
    func secretRefused(text: String, variable: String) throws {
        let message = try #require(problem(text))
        #expect(message.contains(variable) && message.contains("cannot be set in the file"))
        #expect(!message.contains("\"x\""))
    }

    @Test("mistakes name the key and what is allowed", arguments: [
        ("deploy = \"s3://x\"", "must be a table"),
        ("[deploy]\ntarget = 3", "deploy.target must be a text"),
        ("[deploy]\nmax-deletes = -1", "max-deletes must be a whole number"),
        ("[deploy]\nconcurrency = 0", "concurrency must be a whole number from 1 to 64"),
        ("[deploy]\nbucket = \"x\"", "unknown key 'deploy.bucket'"),
        ("[[deploy.headers]]\ncache-control = \"x\"", "needs pattern"),
        ("[[deploy.headers]]\npattern = \"*.css\"", "needs cache-control"),
        ("[[deploy.headers]]\npattern = \"*.css\"\ncache-control = \"x\"\nexpires = 1", "unknown key 'expires'"),
    ])
    func mistakes(text: String, expected: String) throws {
        #expect(try #require(problem(text)).contains(expected))
    }
}
