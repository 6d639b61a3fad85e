import Foundation
import Infrastructure
import TestSupport
import Testing

@Suite struct StagedDirectoryPartsTests {
    private let parts = [Array("first part, ".utf8), [], Array("second part, ".utf8), Array("last".utf8)]

    @Test func aFileInPartsIsWrittenAsTheirBytesInOrder() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let staged = try StagedDirectory.begin(destination: folder.path("site"))
        #expect(try staged.write(parts: parts, to: "search-index.js") == .written)
        #expect(try staged.write(parts: [], to: "empty.js") == .written)
        _ = try staged.commit(previouslyWritten: [])
        #expect(folder.read("site/search-index.js") == "first part, second part, last")
        #expect(folder.read("site/empty.js") == "")
    }

    @Test func thePublishedFileIsKeptWhenThePartsHoldItsBytesHoweverTheyAreCut() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let site = folder.path("site")
        let first = try StagedDirectory.begin(destination: site)
        try first.write(parts: parts, to: "kept.js")
        try first.write(parts: parts, to: "changed.js")
        try first.write(parts: parts, to: "longer.js")
        _ = try first.commit(previouslyWritten: [])
        let inode = try #require(folder.inode("site/kept.js"))

        let second = try StagedDirectory.begin(destination: site)
        #expect(try second.write(parts: [Array("first part, second".utf8), Array(" part, last".utf8)], to: "kept.js") == .unchanged)
        // As long as the published file, one byte in the middle part different.
        #expect(try second.write(parts: [parts[0], Array("second part; ".utf8), parts[3]], to: "changed.js") == .written)
        // The published file's bytes, and more: the sizes differ.
        #expect(try second.write(parts: parts + [Array("!".utf8)], to: "longer.js") == .written)
        _ = try second.commit(previouslyWritten: ["kept.js", "changed.js", "longer.js"])

        #expect(folder.inode("site/kept.js") == inode)
        #expect(folder.read("site/changed.js") == "first part, second part; last")
        #expect(folder.read("site/longer.js") == "first part, second part, last!")
    }

    @Test func aSpooledFileIsWrittenAsItsBytesAndKeptWhenThePublishedFileHoldsThem() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let site = folder.path("site")
        let spool = { (parts: [[UInt8]]) in
            let spool = ByteSpool(folder: folder.path)
            for part in parts { spool.append(part) }
            return spool
        }
        let large = [UInt8](repeating: UInt8(ascii: "x"), count: 3_000_000)
        let first = try StagedDirectory.begin(destination: site)
        #expect(try first.write(spool: spool(parts + [large]), to: "kept.js") == .written)
        try first.write(spool: spool(parts + [large]), to: "changed.js")
        #expect(try first.write(spool: ByteSpool(folder: folder.path), to: "empty.js") == .written)
        _ = try first.commit(previouslyWritten: [])
        #expect(folder.read("site/kept.js") == "first part, second part, last" + String(repeating: "x", count: large.count))
        #expect(folder.read("site/empty.js") == "")
        let inode = try #require(folder.inode("site/kept.js"))

        let second = try StagedDirectory.begin(destination: site)
        #expect(try second.write(spool: spool([Array("first part, second part, l".utf8), Array("ast".utf8) + large]), to: "kept.js") == .unchanged)
        // As long as the published file, its last byte different: past the first megabyte compared.
        #expect(try second.write(spool: spool(parts + [large.dropLast() + [UInt8(ascii: "y")]]), to: "changed.js") == .written)
        _ = try second.commit(previouslyWritten: ["kept.js", "changed.js", "empty.js"])

        #expect(folder.inode("site/kept.js") == inode)
        #expect(folder.read("site/changed.js")?.hasSuffix("xxy") == true)
    }
}
