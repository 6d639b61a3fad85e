import Foundation
import Testing

/// Broken query files through the real binary: exit 2, a message naming the line, the site as it was.
@Suite struct QueryFileFuzzCommandTests {
    @Test func brokenQueryFilesAreExitTwoAndLoseNothing() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("heat\n", to: "queries.txt")
        #expect(try await workspace.marquee("build", "--queries", "queries.txt", "--output", "site", "--state", "s.sqlite").exitCode == 0)
        let site = workspace.tree("site")

        var generator = SystemRandomNumberGenerator()
        for round in 0..<12 {
            var lines = (0..<Int.random(in: 1...6, using: &generator)).map { _ in Data("movie \(Int.random(in: 0...999, using: &generator))".utf8) }
            let broken = Int.random(in: 0..<lines.count, using: &generator)
            lines[broken] = round.isMultiple(of: 2)
                ? Data("bad ".utf8) + Data([0xC3, 0x28, 0xFF].shuffled(using: &generator))
                : Data(String(repeating: "y", count: Int.random(in: 201...400, using: &generator)).utf8)
            try workspace.write(lines.reduce(Data()) { $0 + $1 + Data("\n".utf8) }, to: "broken.txt")

            let result = try await workspace.marquee("build", "--queries", "broken.txt", "--output", "site", "--state", "s.sqlite")

            #expect(result.exitCode == 2, "round \(round): \(result.standardError)")
            #expect(result.standardError.contains("broken.txt:\(broken + 1):"), "round \(round): \(result.standardError)")
        }
        #expect(workspace.tree("site") == site)
    }
}
