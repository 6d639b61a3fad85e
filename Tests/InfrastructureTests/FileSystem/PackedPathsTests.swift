import Foundation
import Infrastructure
import TestSupport
import Testing

@Suite struct PackedPathsTests {
    /// Paths found in a text are the bytes at their ranges, in order, made into strings on one
    /// core or, from a few thousand, on two; ranges outside the text give no list.
    @Test func pathsAreTheBytesAtTheirRanges() throws {
        let text = Array(#"["a/b.html","été/index.html",""]"#.utf8)
        let paths = try #require(PackedPaths(in: text, at: [2..<10, 13..<29, 32..<32]))
        #expect(paths.count == 3)
        #expect(paths.strings == ["a/b.html", "été/index.html", ""])
        #expect(paths.string(at: 1) == "été/index.html")
        #expect(paths.withPath(at: 0) { Array($0) } == Array("a/b.html".utf8))
        #expect(PackedPaths(in: text, at: [2..<UInt32(text.count + 1)]) == nil)

        let many = (0..<5_000).map { "person/\($0)/index.html" }
        #expect(PackedPaths(many).strings == many)
        #expect(PackedPaths(many).strings(at: 10..<12) == ["person/10/index.html", "person/11/index.html"])
        #expect(PackedPaths([]).strings.isEmpty)
    }

    /// A path is taken out wherever it is listed, compared whole: a longer or shorter one that
    /// starts alike stays.
    @Test func aPathIsRemovedWhereverItIsListed() {
        let paths = PackedPaths([".m", "a", ".m", ".mx", "b", ".m"])
        #expect(paths.removingAll(".m").strings == ["a", ".mx", "b"])
        #expect(paths.removingAll(".").strings == paths.strings)
        #expect(PackedPaths([]).removingAll(".m").count == 0)
    }

    /// Stamps read from paths held as bytes are those read from the same paths as strings, in
    /// every chunk, and each chunk is given its paths' positions.
    @Test func stampsOfPackedPathsAreThoseOfTheirStrings() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var paths: [String] = []
        for index in 0..<1_100 {
            let path = index % 3 == 0 ? "movie/\(index)/index.html" : index % 3 == 1 ? "person/\(index)/index.html" : "top-\(index).html"
            if index % 50 != 0 { try folder.write("page \(index)", to: path) }
            paths.append(path)
        }
        let packed = PackedPaths(paths)
        let fromStrings = FileStamp.mapChunks(of: paths, in: folder.path, chunkSize: 300) { _, stamps in stamps }.flatMap(\.self)
        let positions = FileStamp.mapChunks(of: packed, in: folder.path, chunkSize: 300) { positions, _ in positions }
        let fromBytes = FileStamp.mapChunks(of: packed, in: folder.path, chunkSize: 300) { _, stamps in stamps }.flatMap(\.self)
        #expect(fromBytes == fromStrings)
        #expect(fromBytes.filter { $0 == nil }.count == 22)
        #expect(positions == [0..<300, 300..<600, 600..<900, 900..<1_100])
        #expect(FileStamp.mapChunks(of: packed, in: folder.path("gone")) { _, stamps in stamps }.flatMap(\.self).allSatisfy { $0 == nil })
    }
}
