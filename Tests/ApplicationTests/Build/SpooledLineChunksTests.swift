@testable import Application
import Data
import Domain
import Foundation
import Infrastructure
import Logging
import Rendering
import TestSupport
import Testing

/// The build memo's person lines, held in memory up to a few chunks and spooled to a temporary
/// file past them, come back as they were made; a spool that fails loses no line, and one that
/// cannot be read back keeps no memo.
@Suite struct SpooledLineChunksTests {
    private static let lines = (0..<40).map { "film-\($0)\tdigest\tperson-\($0 % 7)\tperson-\($0 % 5)" }

    private static func made(_ chunks: SpooledLineChunks) -> SpooledLineChunks {
        var chunks = chunks
        for line in lines { chunks.appendLine { $0 += line } }
        return chunks
    }

    @Test func chunksPastThoseHeldComeBackFromTheSpoolAsMade() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let chunks = Self.made(SpooledLineChunks(chunkBytes: 100, chunksHeld: 1, spoolFolder: folder.path))
        let read = Array(chunks.chunks)

        #expect(read.count > 3)
        #expect(read.dropLast().allSatisfy { $0.utf8.count >= 100 && !$0.hasPrefix("\n") && !$0.hasSuffix("\n") })
        #expect(read.joined(separator: "\n") == Self.lines.joined(separator: "\n"))
        #expect(chunks.readFailure == nil)
        // Cutting the spool's file shows which chunks were in it: all but the first (held) and
        // the last (being made).
        #expect(truncateRemovedOpenFiles(madeIn: folder.path) == 1)
        #expect(Array(chunks.chunks) == [read[0], read[read.count - 1]])
        #expect(chunks.readFailure != nil)
    }

    @Test func aSpoolThatCannotBeMadeLosesNoLine() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let chunks = Self.made(SpooledLineChunks(chunkBytes: 100, chunksHeld: 1, spoolFolder: folder.path("missing")))

        #expect(Array(chunks.chunks).joined(separator: "\n") == Self.lines.joined(separator: "\n"))
        #expect(chunks.readFailure == nil)
    }

    @Test func personPageSourcesGiveTheSameLinesWhereverTheyAreKept() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let held = PersonPageSources()
        let spooled = PersonPageSources(previousLines: nil, lineChunks: SpooledLineChunks(chunkBytes: 64, chunksHeld: 0, spoolFolder: folder.path))
        for sources in [held, spooled] {
            for number in 0..<30 {
                let movie = Movie(id: "m\(number)", title: "Film \(number)", year: 1990, genres: ["Drama"])
                let credits = [Credit(personKey: "p\(number % 4)", name: "P", role: .cast, film: CreditedFilm(movie))]
                sources.record(movieID: movie.id, entry: .init(digest: movie.personPageInputs(credits: credits).digest, personKeys: ["p\(number % 4)"]))
            }
        }
        #expect(spooled.lines == held.lines)
        #expect(held.lines.split(separator: "\n").count == 30)
    }

    @Test func aMemoWhosePersonLinesCannotBeReadBackIsNotKept() async throws {
        try await withTemporaryDirectory { directory in
            let storage = SQLiteBuildMemoStorage(connection: try StateDatabase.open(path: directory.path("state.sqlite")))
            try FileManager.default.createDirectory(atPath: directory.path("site"), withIntermediateDirectories: true)
            try directory.write("<p>page</p>", to: "site/index.html")
            try directory.write(Data(SiteManifest(files: ["index.html"]).encoded()), to: "site/" + SiteManifest.fileName)
            let memoizer = BuildMemoizer(
                storage: storage, output: directory.path("site"), fingerprint: BuildFingerprint(SiteInputsTests.inputs),
                currentFingerprint: { nil }, logger: Logger(label: "test")
            )
            let spoolFolder = directory.path("spool")
            try FileManager.default.createDirectory(atPath: spoolFolder, withIntermediateDirectories: true)
            let people = PersonPageSources(previousLines: nil, lineChunks: SpooledLineChunks(chunkBytes: 16, chunksHeld: 0, spoolFolder: spoolFolder))
            for number in 0..<10 {
                let movie = Movie(id: "m\(number)", title: "Film", year: 2000, genres: [])
                people.record(movieID: movie.id, entry: .init(digest: movie.personPageInputs(credits: []).digest, personKeys: ["p\(number)"]))
            }
            let remember = {
                memoizer.remember(
                    BuildResult(queries: [], movieCount: 10, paths: ["index.html"]),
                    publish: PublishSummary(written: ["index.html"], unchanged: [], removed: []), pages: PageDigests(), people: people
                )
            }

            remember()
            let kept = try #require(try storage.memo(output: directory.path("site")))
            // Every film's line, those read back from the spool (all but the last) included.
            #expect((0..<10).allSatisfy { kept.result.contains("m\($0)\t") })

            #expect(truncateRemovedOpenFiles(madeIn: spoolFolder) == 1)
            remember()
            #expect(try storage.memo(output: directory.path("site")) == nil)
        }
    }
}
