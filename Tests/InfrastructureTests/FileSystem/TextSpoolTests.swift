import Foundation
import Infrastructure
import TestSupport
import Testing

@Suite struct TextSpoolTests {
    @Test func textsComeBackInOrderFromAFileNoFolderShows() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let spool = try TextSpool(folder: folder.path)
        let texts = ["first line\nsecond", "", "Amélie — 東京物語 🎬", String(repeating: "x", count: 100_000)]
        for text in texts { try spool.append(text) }

        #expect(spool.count == 4)
        #expect(Array(spool.texts) == texts)
        #expect(Array(spool.texts) == texts, "a second reading starts at the first text again")
        #expect(spool.readFailure == nil)
        #expect(folder.files(in: "").isEmpty, "the file is removed as soon as it is made")
    }

    @Test func aFolderThatCannotHoldTheFileIsNamed() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        #expect {
            _ = try TextSpool(folder: folder.path("missing"))
        } throws: { error in
            (error as? FileSystemError)?.description.contains(folder.path("missing")) == true
        }
    }

    @Test func aTextThatCannotBeReadBackEndsTheTextsAndSaysWhy() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let spool = try TextSpool(folder: folder.path)
        try spool.append("kept in memory by nobody")
        try spool.append("second")

        #expect(truncateRemovedOpenFiles(madeIn: folder.path) == 1)
        #expect(Array(spool.texts).isEmpty)
        #expect(spool.readFailure?.description.contains("Cannot read a temporary file in \(folder.path)") == true)
    }
}
