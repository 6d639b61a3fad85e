import Data
import Foundation
import TestSupport
import Testing

@Suite("CatalogResource")
struct CatalogResourceTests {
    @Test("finds the bundled catalog next to the running executable")
    func bundled() throws {
        let url = try CatalogResource.locate(environment: [:])
        #expect(url.lastPathComponent == "catalog.tsv")
        #expect(url.pathComponents.contains { $0 == CatalogResource.bundleDirectoryName || $0 == "Marquee_Data.bundle" })
        #expect(FileManager.default.fileExists(atPath: url.path))
    }

    @Test("the environment variable wins")
    func override() async throws {
        try await withTemporaryDirectory { directory in
            let file = try directory.write("id\n", to: "mine.tsv")
            let url = try CatalogResource.locate(environment: [CatalogResource.environmentVariable: file.path])
            #expect(url.path == file.path)
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

    @Test("an executable elsewhere falls back to the bundle SwiftPM built")
    func fallback() throws {
        let url = try CatalogResource.locate(environment: [:], executableURL: URL(fileURLWithPath: "/nonexistent/bin/marquee"))
        #expect(url.lastPathComponent == "catalog.tsv")
        #expect(FileManager.default.fileExists(atPath: url.path))
    }
}
