@testable import Application
import Foundation
import Rendering
import Testing

/// The real page writer over an output that counts: pages made and not yet written never exceed
/// the batches in flight, whatever the number of pages.
@MainActor @Suite struct BatchingPageWriterTests {
    /// Counts files written; `made` minus written is the number of pages held.
    final class CountingOutput: SiteOutput, @unchecked Sendable {
        private let lock = NSLock()
        private var made = 0
        private var written: [String] = []
        private var mostHeld = 0

        func made(_ count: Int) {
            lock.withLock {
                made += count
                mostHeld = max(mostHeld, made - written.count)
            }
        }

        func write(_ file: RenderedFile) throws {
            Thread.sleep(forTimeInterval: 0.0002)
            lock.withLock { written.append(file.path) }
        }

        func stagedPaths() -> [String] { writtenPaths.sorted() }
        func publish() throws -> PublishSummary { PublishSummary(written: [], unchanged: [], removed: []) }
        func discard() {}

        var writtenPaths: [String] { lock.withLock { written } }
        var mostPagesHeld: Int { lock.withLock { mostHeld } }
    }

    @Test func holdsOnlyTheBatchesInFlight() async throws {
        let output = CountingOutput()
        let writer = BatchingPageWriter(renderer: SiteRenderer(templates: .builtIn), output: output, batchSize: 8, width: 3)
        try await writer.write(Array(0..<1_000)) { numbers in
            output.made(numbers.count)
            await Task.yield()
            return numbers.map { SitePage.file(RenderedFile(path: "page/\($0)", contents: [1])) }
        }
        #expect(output.writtenPaths.count == 1_000)
        #expect(Set(writer.stagedPaths) == Set((0..<1_000).map { "page/\($0)" }))
        #expect(output.mostPagesHeld <= 3 * 8, "\(output.mostPagesHeld) pages were held at once")
        #expect(output.mostPagesHeld > 8, "batches are written side by side")
    }

    @Test func returnsThePathsInPageOrder() async throws {
        let output = CountingOutput()
        let writer = BatchingPageWriter(renderer: SiteRenderer(templates: .builtIn), output: output, batchSize: 2, width: 4)
        let pages = (0..<9).map { SitePage.file(RenderedFile(path: "p\($0)", contents: [])) }
        #expect(try await writer.write(pages) == (0..<9).map { "p\($0)" })
    }
}
