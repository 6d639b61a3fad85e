import Foundation
import Testing

/// What `marquee --help` and the shell completions tell a newcomer.
@Suite struct HelpCommandTests {
    @Test func helpSaysHowToReadTheManPageWithoutInstalling() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let help = try await workspace.marquee("--help")
        #expect(help.exitCode == 0)
        let text = help.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("make man writes it, then man ./.build/manual/marquee.1 reads it"), "\(help.standardOutput)")
        #expect(text.contains("marquee help build"))
    }

    @Test func everyErrorHasOnePrefixAndTheUsageOfTheCommandThatRan() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\n", to: "queries.txt")
        let serve = try await workspace.marquee("serve", "--queries", "-")
        #expect(serve.exitCode == 2)
        #expect(serve.standardError.hasPrefix("marquee: error: marquee serve needs a query file"), "\(serve.standardError)")
        #expect(serve.standardError.contains("Usage: marquee serve <options>"))
        #expect(serve.standardError.contains("See 'marquee serve --help'"))

        let nested = try await workspace.marquee("state", "check", "--bogus")
        #expect(nested.exitCode == 2)
        #expect(nested.standardError.hasPrefix("marquee: error: Unknown option '--bogus'"), "\(nested.standardError)")
        #expect(nested.standardError.contains("Usage: marquee state check"))

        let build = try await workspace.marquee("build", "--max-pages", "0")
        #expect(build.standardError.hasPrefix("marquee: error: --max-pages"), "\(build.standardError)")
        for result in [serve, nested, build] {
            #expect(!result.standardError.contains("Error: "), "\(result.standardError)")
        }
    }

    @Test("each command lists the exit codes it can end with, wrapped lines indented", arguments: [
        (["build"], ["0", "1", "2", "3", "4"]), (["search"], ["0", "1", "2"]), (["recent"], ["0", "1", "2"]),
        (["serve"], ["0", "1", "2"]), (["state"], ["0", "1", "2"]), (["init"], ["0", "1", "2"]), (["config"], ["0", "2"]),
        (["deploy"], ["0", "1", "2", "4", "5"]),
    ])
    func exitCodesInHelp(command: [String], codes: [String]) async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let help = try await MarqueeProcess.run(command + ["--help"], in: workspace.path, environment: ["COLUMNS": "80"])
        #expect(help.exitCode == 0)
        let lines = help.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: "Exit codes:"), "\(help.standardOutput)")
        let block = lines[(start + 1)...].prefix { !$0.isEmpty }
        #expect(block.filter { $0.hasPrefix("  ") && $0.dropFirst(2).first?.isNumber == true }.map { String($0.dropFirst(2).prefix(1)) } == codes)
        for line in block {
            #expect(line.count <= 80, "\(line)")
            #expect(line.hasPrefix("  "), "a wrapped line lost its indent: \(line)")
        }
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionOffersTheShippedLanguages(shell: String) async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let script = try await workspace.marquee("--generate-completion-script", shell)
        #expect(script.exitCode == 0)
        // Each shell's own way of listing the values: en, es and ko, in that order.
        let expected = [
            "bash": #"__marquee_add_completions -W 'en'$'\n''es'$'\n''ko'"#,
            "zsh": "___language=('en' 'es' 'ko')",
            "fish": "-l 'language'",
        ]
        #expect(script.standardOutput.contains(expected[shell] ?? "?"), "\(shell)")
        if shell == "fish" { #expect(script.standardOutput.contains("-rfka 'en es ko'")) }
    }
}
