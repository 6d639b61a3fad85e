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
