import Foundation
import Testing

/// Input a hostile user would try, through the real binary: each is refused with a message naming
/// the problem, and nothing of it reaches the terminal raw.
@Suite struct HostileInputCommandTests {
    private func build(_ workspace: Workspace, _ extra: String..., input: Data? = nil) async throws -> MarqueeProcess.Result {
        try await MarqueeProcess.run(
            ["build", "--output", "site", "--state", "state.sqlite"] + extra, in: workspace.path, input: input
        )
    }

    @Test func aControlCharacterInAQueryIsExit2NamingTheLine() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        for control in ["\u{0}", "\u{1B}[31m", "\u{7}"] {
            try workspace.write("heat\nal\(control)ien\n", to: "queries.txt")
            let result = try await build(workspace, "--queries", "queries.txt")
            #expect(result.exitCode == 2)
            #expect(result.standardError.contains("queries.txt:2: column 3 holds the control character U+"))
            #expect(!result.standardError.unicodeScalars.contains { $0 != "\n" && $0.properties.generalCategory == .control })
            #expect(!workspace.exists("site"))
        }
    }

    @Test func standardInputHasTheSameLimitsAsAFile() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        // A file as standard input: the process stops reading early, which a pipe would answer
        // with SIGPIPE in the test runner.
        try workspace.write(Data("heat\n".utf8) + Data(repeating: UInt8(ascii: "x"), count: 64 * 1024 * 1024), to: "long.txt")
        let process = MarqueeProcess.make(["build", "--queries", "-", "--output", "site", "--state", "state.sqlite"], in: workspace.path)
        let input = try FileHandle(forReadingFrom: workspace.url("long.txt"))
        let errors = Pipe()
        process.standardInput = input
        process.standardError = errors
        try process.run()
        let message = String(decoding: try await MarqueeProcess.finish(process, reading: errors), as: UTF8.self)
        #expect(process.terminationStatus == 2)
        #expect(message.contains("stdin:2: the line is longer than"))
        // Refused after reading about one chunk past the limit, not the whole 64 MB.
        #expect(try input.offset() < 1024 * 1024)
        let control = try await build(workspace, "--queries", "-", input: Data("heat\nlo\u{7}ve\n".utf8))
        #expect(control.exitCode == 2)
        #expect(control.standardError.contains("stdin:2: column 3 holds the control character U+0007"))
        #expect(try await build(workspace, "--queries", "-", input: Data("heat\n".utf8)).exitCode == 0)
    }

    @Test func anEmptyQueryFileIsSaidToBeEmptyNotUnreadable() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try await build(workspace, "--queries", "/dev/null")
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("/dev/null has no queries"))
        let missing = try await build(workspace, "--queries", "missing.txt")
        #expect(missing.standardError.contains("Cannot read the query file missing.txt: no such file"))
        try FileManager.default.createDirectory(at: workspace.url("folder"), withIntermediateDirectories: true)
        #expect(try await build(workspace, "--queries", "folder").standardError.contains("it is a folder"))
    }

    @Test func aNegativeNumberGetsARealMessage() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        for (option, message) in [("--max-pages", "--max-pages must be an integer of at least 1."),
                                  ("--concurrency", "--concurrency must be an integer of at least 1."),
                                  ("--recent-limit", "--recent-limit must be an integer of at least 1.")] {
            let result = try await build(workspace, "--queries", "queries.txt", option, "-1")
            #expect(result.exitCode == 2)
            #expect(result.standardError.contains(message), "\(result.standardError)")
            #expect(!result.standardError.contains("Missing value"))
        }
    }
}
