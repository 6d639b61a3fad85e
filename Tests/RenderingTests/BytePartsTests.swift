import Domain
import Infrastructure
import Rendering
import TestSupport
import Testing

@Suite struct BytePartsTests {
    @Test func partsJoinToTheBytesAppendedAndNoneGrowsPastItsRoom() throws {
        var parts = ByteParts()
        var expected: [UInt8] = []
        for number in 0..<200_000 {
            let line = Array("row \(number),\n".utf8)
            parts.append(contentsOf: line)
            expected += line
            if number % 7 == 0 {
                parts.append(UInt8(ascii: "#"))
                expected.append(UInt8(ascii: "#"))
            }
        }
        parts.append(contentsOf: "the end".utf8)
        expected += Array("the end".utf8)
        #expect(parts.count == expected.count)

        let made = try Self.parts(parts.finish())
        #expect(made.count > 1, "\(expected.count) bytes in one part")
        #expect(Array(made.joined()) == expected)
        // Allocated once at a part's size: never grown, so its room is that size (as malloc rounds it).
        #expect(made.allSatisfy { $0.capacity < ByteParts.partSize + 4096 }, "\(made.map(\.capacity))")
        #expect(made.dropLast().allSatisfy { $0.count > ByteParts.partSize - 64 }, "a part was ended before it was full")
        #expect(try Self.parts(parts.finish()).isEmpty, "the builder is left empty")
    }

    @Test func aLargeArrayBecomesAPartOfItsOwnBetweenTheOthers() throws {
        var parts = ByteParts()
        parts.append(contentsOf: "before".utf8)
        let large = [UInt8](repeating: UInt8(ascii: "x"), count: ByteParts.partSize + 10)
        parts.append(contentsOf: large)
        parts.append(contentsOf: Array("after".utf8))
        let made = try Self.parts(parts.finish())
        #expect(made.map(\.count) == [6, ByteParts.partSize + 10, 5])
        #expect(Array(made.joined()) == Array("before".utf8) + large + Array("after".utf8))
    }

    @Test func aLargeSitesSearchScriptsAreMadeInPartsThatReadAsOneScript() throws {
        let count = 12_000
        let movies = (0..<count).map { number in
            Fixtures.searchEntry(Movie(
                id: "m\(number)", title: "Film number \(number)", genres: ["Genre \(number % 13)"],
                directors: ["The director of film \(number)"], cast: ["An actor of film \(number)", "An actor of film \(number + 1)"]
            ))
        }
        let files = SiteRenderer(templates: .builtIn, options: SiteOptions()).searchIndexFiles(movies: movies)
        #expect(files.map(\.path) == [SitePath.searchIndex, SitePath.searchPeople])
        for file in files {
            guard case .parts(let parts) = file.bytes else {
                Issue.record("\(file.path) was made whole")
                continue
            }
            #expect(parts.count > 1, "\(file.path): one part of \(parts.first?.count ?? 0) bytes")
        }
        let index = String(decoding: try files[0].contents, as: UTF8.self)
        let rows = index.split(separator: "\n").filter { $0.hasPrefix("[\"Film number ") }
        #expect(rows.count == count)
        #expect(rows.enumerated().allSatisfy { $0.element.hasPrefix("[\"Film number \($0.offset)\",") })
        #expect(index.hasSuffix("];\n"))
        let people = String(decoding: try files[1].contents, as: UTF8.self)
        #expect(people.contains("\"The director of film \(count - 1)\",\"An actor of film \(count)\"],\npeople: ["), "the names, in the order first met, come last")
        #expect(people.hasSuffix("]};\n"))
    }

    @Test func spooledPartsGoToTheSpoolAsTheyFillAndReadBackAsTheBytesAppended() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let spool = ByteSpool(folder: folder.path)
        var parts = ByteParts(spoolingTo: spool)
        var expected: [UInt8] = []
        for number in 0..<150_000 {
            let line = Array("row \(number),\n".utf8)
            parts.append(contentsOf: line)
            expected += line
        }
        let large = [UInt8](repeating: UInt8(ascii: "x"), count: ByteParts.partSize + 3)
        parts.append(contentsOf: large)
        expected += large
        parts.append(contentsOf: "the end".utf8)
        expected += Array("the end".utf8)
        // Only the part being filled is held: the others are in the spool already.
        #expect(spool.count > expected.count - ByteParts.partSize)
        #expect(parts.count == expected.count)

        guard case .spooled(let made) = parts.finish() else {
            Issue.record("spooled bytes were handed over in memory")
            return
        }
        #expect(made === spool)
        #expect(spool.count == expected.count)
        #expect(try spool.bytes() == expected)
        #expect(folder.files(in: "").isEmpty, "the spool's file is removed as soon as it is made")
    }

    private static func parts(_ bytes: RenderedFile.Bytes) throws -> [[UInt8]] {
        guard case .parts(let parts) = bytes else { throw Unexpected.notInParts }
        return parts
    }

    private enum Unexpected: Error {
        case notInParts
    }
}
