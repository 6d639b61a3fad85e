import Foundation
import Testing

/// User templates through the real binary: unknown names warned about (or refused with
/// `--strict-templates`), an empty layout refused.
@Suite struct TemplateCommandTests {
    private func build(_ workspace: Workspace, _ extra: String...) async throws -> MarqueeProcess.Result {
        try await MarqueeProcess.run(
            ["build", "--queries", "queries.txt", "--output", "site", "--state", "state.sqlite", "--templates", "mine"] + extra,
            in: workspace.path
        )
    }

    @Test func unknownNamesAreWarnedAboutOrRefused() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\n", to: "queries.txt")
        try workspace.write("{{% CONTENT_TYPE: MARKDOWN }}\n# {{screenTitle}}\n\nFound {{resultCont}}.\n", to: "mine/results.md")

        let warned = try await build(workspace)
        #expect(warned.exitCode == 0, "\(warned.standardError)")
        #expect(warned.standardError.contains("marquee: warning: mine/results.md:4: {{resultCont}} is not a name this page provides"))
        #expect(warned.standardError.contains("Did you mean {{resultCount}}?"))

        let site = workspace.tree("site")
        let refused = try await build(workspace, "--strict-templates")
        #expect(refused.exitCode == 2)
        #expect(refused.standardError.contains("mine/results.md:4: {{resultCont}}"))
        #expect(workspace.tree("site") == site)
    }

    @Test func anEmptyLayoutIsExit2AndPublishesNothing() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\n", to: "queries.txt")
        try workspace.write("", to: "mine/layout.html")
        let result = try await build(workspace)
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("mine/layout.html"))
        #expect(result.standardError.contains("The layout is empty"))
        #expect(!workspace.exists("site/index.html"))
    }
}
