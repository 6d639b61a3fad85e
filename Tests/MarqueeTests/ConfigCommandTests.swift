import Foundation
import Testing

/// `marquee.toml` and `marquee config` end to end: the real binary, real files.
@Suite(.serialized) struct ConfigCommandTests {
    private let queries = "heat\nlove\n"

    @Test func theFileSetsWhatFlagsLeaveOutAndFlagsWin() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write(queries, to: "queries.txt")
        try workspace.write("title = \"Friday Films\"\nmax-pages = 1\noutput = \"public\"\n", to: "marquee.toml")

        let fromFile = try await workspace.marquee("build", "--quiet")
        #expect(fromFile.exitCode == 0, "\(fromFile.standardError)")
        #expect(workspace.exists("public/search/love/index.html"))
        #expect(!workspace.exists("public/search/love/page/2/index.html"), "max-pages = 1 from the file")
        let index = try #require(workspace.read("public/index.html"))
        #expect(index.contains("<title>Friday Films</title>"))
        #expect(index.contains("<h1>Friday Films</h1>"))

        let flagged = try await workspace.marquee("build", "--quiet", "--max-pages", "2")
        #expect(flagged.exitCode == 0, "\(flagged.standardError)")
        #expect(workspace.exists("public/search/love/page/2/index.html"), "--max-pages 2 beats the file")
    }

    @Test func aChangedTitleRebuildsThePages() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write(queries, to: "queries.txt")
        try workspace.write("title = \"Before\"\n", to: "marquee.toml")
        #expect(try await workspace.marquee("build", "--quiet").exitCode == 0)
        #expect(try await workspace.marquee("build").standardError.contains("Nothing changed since the last build"))

        try workspace.write("title = \"After\"\n", to: "marquee.toml")
        let rebuilt = try await workspace.marquee("build")
        #expect(rebuilt.exitCode == 0, "\(rebuilt.standardError)")
        #expect(!rebuilt.standardError.contains("Nothing changed since the last build"))
        let movie = try #require(workspace.files(in: "output/movie").first { $0.hasSuffix("index.html") })
        #expect(workspace.read("output/movie/\(movie)")?.contains("· After</title>") == true)
        #expect(workspace.read("output/search/heat/index.html")?.contains("Before") == false)
    }

    @Test func pathsInTheFileAreRelativeToIt() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write(queries, to: "site/lists/mine.txt")
        try workspace.write("queries = \"lists/mine.txt\"\noutput = \"public\"\n", to: "site/marquee.toml")
        try workspace.write("", to: "elsewhere/.keep")

        let result = try await MarqueeProcess.run(["build", "--quiet", "--config", "../site/marquee.toml"], in: workspace.path("elsewhere"))
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(workspace.exists("site/public/search/heat/index.html"))
        #expect(workspace.exists("site/.marquee/state.sqlite"), "the default state path is the site's folder")
        #expect(!workspace.exists("elsewhere/public"))
        #expect(!workspace.exists("elsewhere/.marquee"))
    }

    @Test func configShowsTheTemplatesFolderABuildWouldUseAndWhy() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("", to: "here/.keep")
        let none = try await MarqueeProcess.run(["config"], in: workspace.path("here"))
        #expect(none.standardOutput.contains("unset: there is no templates/ folder, so the built-in templates"), "\(none.standardOutput)")

        try workspace.write("{{{content}}}", to: "here/templates/layout.html")
        let found = try await MarqueeProcess.run(["config"], in: workspace.path("here"))
        let line = found.standardOutput.split(separator: "\n").first { $0.hasPrefix("templates = ") }
        #expect(line?.hasPrefix("templates = \"templates\"") == true, "\(found.standardOutput)")
        #expect(line?.hasSuffix("# default: the folder exists, so its files override the built-in ones") == true)

        // Run from elsewhere with --config: the site's folder's templates, as a build takes them.
        try workspace.write("title = \"T\"\n", to: "site/marquee.toml")
        try workspace.write("{{{content}}}", to: "site/templates/layout.html")
        let remote = try await MarqueeProcess.run(["config", "--config", "../site/marquee.toml"], in: workspace.path("here"))
        #expect(remote.standardOutput.contains("templates = \"../site/templates\""), "\(remote.standardOutput)")
    }

    @Test func aBadFileStopsWithExitTwoNamingLineAndKeyAndTouchesNothing() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write(queries, to: "queries.txt")
        #expect(try await workspace.marquee("build", "--quiet").exitCode == 0)
        let before = workspace.tree("output")
        let state = workspace.tree(".marquee")

        let cases: [(file: String, mentions: [String])] = [
            ("title = \"A\"\ncolour = \"red\"\n", ["marquee.toml:2", "unknown key 'colour'", "Allowed keys"]),
            ("# pages\nmax-pages = \"many\"\n", ["marquee.toml:2", "max-pages must be an integer of at least 1"]),
            ("\n\nrecent-limit = 0\n", ["marquee.toml:3", "recent-limit must be an integer of at least 1"]),
            ("posters = \"sometimes\"\n", ["marquee.toml:1", "posters must be one of \"remote\", \"download\", \"none\""]),
            ("tmdb-api-key = \"abc\"\n", ["marquee.toml:1", "TMDB_API_KEY"]),
            ("title = \"A\"\ntitle = \"B\"\n", ["marquee.toml:2:", "not valid TOML"]),
        ]
        for (file, mentions) in cases {
            try workspace.write(file, to: "marquee.toml")
            let result = try await workspace.marquee("build", "--quiet", "--output", "output")
            #expect(result.exitCode == 2, "\(file)")
            for mention in mentions {
                #expect(result.standardError.contains(mention), "\(result.standardError) should mention \(mention)")
            }
        }
        let missing = try await workspace.marquee("build", "--config", "nowhere.toml")
        #expect(missing.exitCode == 2)
        #expect(missing.standardError.contains("nowhere.toml cannot be read"))
        #expect(workspace.tree("output") == before, "the site is untouched")
        #expect(workspace.tree(".marquee") == state, "the state is untouched")
    }

    @Test func configPrintsEachSettingAndItsOrigin() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("# site\ntitle = \"Films\"\nport = 8080\n", to: "marquee.toml")
        let result = try await MarqueeProcess.run(
            ["config", "--max-pages", "4"], in: workspace.path,
            environment: ["TMDB_ACCESS_TOKEN": "tok-secret-1", "TMDB_API_KEY": ""]
        )
        #expect(result.exitCode == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map { $0.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression) }
        #expect(lines.contains("title = \"Films\" # marquee.toml:2"))
        #expect(lines.contains("port = 8080 # marquee.toml:3"))
        #expect(lines.contains("max-pages = 4 # flag"))
        #expect(lines.contains("output = \"output\" # default"))
        #expect(lines.contains("# TMDB_ACCESS_TOKEN = <set, not shown> # environment"))
        #expect(!result.standardOutput.contains("tok-secret-1"))
    }
}
