import Data
import Foundation
import TestSupport
import Testing

@Suite("CatalogResource")
struct CatalogResourceTests {
    @Test("without the environment variable the catalog compiled into the binary is used")
    func embedded() throws {
        #expect(try CatalogResource.locate(environment: [:]) == .embedded)
        let header = String(decoding: CatalogResource.embeddedBytes.prefix(40), as: UTF8.self)
        #expect(header.hasPrefix("id\timdb_id\ttitle\t"))
        #expect(CatalogResource.embeddedMovieCount > 17_000)
    }

    @Test("the newest year is read from the year column of the embedded catalog")
    func latestYear() throws {
        let text = String(decoding: CatalogResource.embeddedBytes, as: UTF8.self)
        let years = text.split(separator: "\n").dropFirst().compactMap { line in
            line.split(separator: "\t", omittingEmptySubsequences: false).dropFirst(3).first.flatMap { Int($0) }
        }
        #expect(CatalogResource.embeddedLatestYear == years.max())
        #expect(CatalogResource.embeddedLatestYear == 2014)
    }

    @Test("the embedded catalog is the one in the repository")
    func embeddedIsTheRepositoryFile() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let file = try Data(contentsOf: root.appendingPathComponent("Sources/Data/Resources/catalog.tsv"))
        #expect(file == Data(CatalogResource.embeddedBytes), "The binary holds another catalog.tsv: CEmbeddedFiles was not recompiled.")
    }

    @Test("the environment variable wins")
    func override() async throws {
        try await withTemporaryDirectory { directory in
            let file = try directory.write("id\n", to: "mine.tsv")
            let resource = try CatalogResource.locate(environment: [CatalogResource.environmentVariable: file.path])
            #expect(resource == .file(file))
            #expect(resource.path == file.path)
        }
    }

    @Test("an override naming a missing file is an error, not a fallback")
    func missingOverride() throws {
        let error = #expect(throws: MoviesCatalogError.self) {
            try CatalogResource.locate(environment: [CatalogResource.environmentVariable: "/nonexistent/catalog.tsv"])
        }
        #expect(error?.description.contains("/nonexistent/catalog.tsv") == true)
        #expect(error?.description.contains(CatalogResource.environmentVariable) == true)
    }
}
