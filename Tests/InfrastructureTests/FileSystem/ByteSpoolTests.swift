import Foundation
import Infrastructure
import TestSupport
import Testing

@Suite struct ByteSpoolTests {
    private let parts = [Array("first part, ".utf8), [], Array("Amélie — 東京物語, ".utf8), [UInt8](repeating: 7, count: 300_000), Array("last".utf8)]

    @Test func partsComeBackInOrderAndInPartsOfTheSizeAskedFromAFileNoFolderShows() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let spool = ByteSpool(folder: folder.path)
        for part in parts { spool.append(part) }

        let expected = Array(parts.joined())
        #expect(spool.count == expected.count)
        #expect(try spool.bytes() == expected)
        var sizes: [Int] = []
        var read: [UInt8] = []
        try spool.forEachPart(partSize: 100_000) { part in
            sizes.append(part.count)
            read += part
            return true
        }
        #expect(read == expected)
        #expect(sizes.dropLast().allSatisfy { $0 == 100_000 } && sizes.count == (expected.count + 99_999) / 100_000)
        #expect(folder.files(in: "").isEmpty, "the file is removed as soon as it is made")
    }

    @Test func aReaderThatSaysStopIsHandedNoMoreParts() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let spool = ByteSpool(folder: folder.path)
        for part in parts { spool.append(part) }
        var calls = 0
        try spool.forEachPart(partSize: 1000) { _ in
            calls += 1
            return calls < 3
        }
        #expect(calls == 3)
    }

    @Test func withNoRoomForTheFileThePartsAreHeldInMemoryAndNothingIsLost() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let spool = ByteSpool(folder: folder.path("missing"))
        for part in parts { spool.append(part) }
        #expect(try spool.bytes() == Array(parts.joined()))
    }

    @Test func aSpoolWhoseFileCannotBeReadBackSaysWhereItWas() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let spool = ByteSpool(folder: folder.path)
        for part in parts { spool.append(part) }

        #expect(truncateRemovedOpenFiles(madeIn: folder.path) == 1)
        #expect {
            _ = try spool.bytes()
        } throws: { error in
            (error as? FileSystemError)?.description.contains("Cannot read a temporary file in \(folder.path)") == true
        }
    }
}
