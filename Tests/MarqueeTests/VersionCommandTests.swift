import Foundation
import Testing

/// `marquee --version`.
@Suite struct VersionCommandTests {
    @Test func namesTheVersionTheCatalogAndTheLibraries() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try await workspace.marquee("--version")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first?.range(of: #"^marquee \d+\.\d+\.\d+$"#, options: .regularExpression) != nil, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("catalog: embedded, 17,472 films released up to 2014, from Wikidata") })
        #expect(lines.contains { $0.range(of: #"^libcmark: \d+\.\d+"#, options: .regularExpression) != nil })
        #expect(lines.contains { $0.range(of: #"^SQLite: 3\.\d+"#, options: .regularExpression) != nil })
    }

    @Test func namesACatalogOverride() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let file = try workspace.write("id\ttitle\n", to: "mine.tsv")
        let result = try await MarqueeProcess.run(["--version"], in: workspace.path, environment: ["MARQUEE_CATALOG_TSV": file.path])
        #expect(result.standardOutput.contains("catalog: \(file.path) (from MARQUEE_CATALOG_TSV)"))
    }
}
