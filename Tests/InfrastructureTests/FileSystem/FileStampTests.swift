import Foundation
import Infrastructure
import TestSupport
import Testing

@Suite struct FileStampTests {
    /// Many stamps are read on several threads; each lands in its path's place, nil for what is
    /// missing or not a regular file, as one `of` each would say.
    @Test func manyStampsComeInTheOrderOfTheirPaths() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var paths: [String] = []
        for index in 0..<1500 {
            if index % 7 != 0 { try folder.write(String(repeating: "x", count: index), to: "f\(index)") }
            paths.append("f\(index)")
        }
        try FileManager.default.createDirectory(atPath: folder.path("a folder"), withIntermediateDirectories: true)
        paths.append("a folder")

        let stamps = FileStamp.mapChunks(of: paths, in: folder.path) { _, stamps in stamps }.flatMap { $0 }.map { $0?.description }

        #expect(stamps == paths.map { FileStamp.of(folder.path($0)) })
        #expect(stamps.filter { $0 == nil }.count == 1500 / 7 + 1 + 1)
        #expect(Set(stamps.compactMap { $0 }).count == stamps.compactMap { $0 }.count)
    }

    /// Paths are read below the folder, a symbolic link is not followed, and a folder that is not
    /// there has no stamps.
    @Test func stampsBelowAFolderDoNotFollowLinks() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("page", to: "movie/1/index.html")
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.html"), withDestinationPath: folder.path("movie/1/index.html"))

        let stamps = { (paths: [String], folder: String) in FileStamp.mapChunks(of: paths, in: folder) { _, stamps in stamps }.flatMap { $0 } }

        #expect(stamps(["movie/1/index.html", "link.html", "movie/2/index.html"], folder.path).map { $0?.description }
            == [FileStamp.of(folder.path("movie/1/index.html")), nil, nil])
        #expect(stamps(["movie/1/index.html"], folder.path("gone")) == [nil])
        #expect(stamps([], folder.path).isEmpty)
    }

    /// Each path is looked up from its first folder, opened once for the paths in order that
    /// share it; what a lookup from the site folder would find is found, whatever that first
    /// part is: a folder, a link to one, a file, or nothing, and whatever its name shares with
    /// the one before (two names of the same text, composed and decomposed, are two folders).
    @Test func pathsAreLookedUpFromTheirFirstFolder() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        for path in [
            "genre/drama/index.html", "genre/drama/from/7/index.html", "movie/1/index.html", "movie/2/index.html", "index.html", "notes",
            "movies/4/index.html", "zo\u{00EB}/a/index.html", "zoe\u{0308}/b/index.html", "zoe/a/index.html",
        ] {
            try folder.write(path, to: path)
        }
        try FileManager.default.createSymbolicLink(atPath: folder.path("films"), withDestinationPath: folder.path("movie"))
        let paths = [
            "films/1/index.html", "genre/drama/from/7/index.html", "genre/drama/index.html", "genre/x/index.html", "index.html",
            "missing/1/index.html", "movie/1/index.html", "movie/2/index.html", "notes/1", "movie/3/index.html",
            "movies/4/index.html", "movie/2/index.html", "zo\u{00EB}/a/index.html", "zoe\u{0308}/b/index.html", "zoe/a/index.html",
            "zo\u{00EB}/b/index.html",
        ]

        let stamps = FileStamp.mapChunks(of: paths, in: folder.path, chunkSize: 4) { _, stamps in stamps }.flatMap { $0 }

        #expect(stamps.map { $0?.description } == paths.map { FileStamp.of(folder.path($0)) })
        #expect(stamps.map { $0 != nil } == [true, true, true, false, true, false, true, true, false, false, true, true, true, true, true, false], "a link to a folder is followed there, as lstat does")
    }

    /// Known stamps are taken as they are, without a look at their files; the others are read.
    @Test func knownStampsAreTakenAsTheyAre() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let paths = (0..<700).map { "page/\($0)/index.html" }
        for path in paths { try folder.write(path, to: path) }
        let read = { (known: [FileStamp.Numbers?]?) in
            FileStamp.mapChunks(of: paths, in: folder.path, known: known) { _, stamps in stamps }.flatMap { $0 }
        }
        let before = read(nil)

        try folder.write("rewritten", to: paths[3])
        try folder.write("rewritten", to: paths[600])
        var known = before
        known[600] = nil
        let after = read(known)

        #expect(after[3] == before[3], "a known stamp, though its file changed")
        #expect(after[600] != before[600], "read again")
        #expect(after[600]?.description == FileStamp.of(folder.path(paths[600])))
        #expect(read(nil)[3] != before[3])
    }

    /// Chunks are transformed where their stamps are read, and come back in order, each with its
    /// own paths and their stamps.
    @Test func chunksAreTransformedInOrderWithTheirOwnStamps() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let paths = (0..<1000).map { "f\($0)" }
        for (index, path) in paths.enumerated() where index != 500 { try folder.write(path, to: path) }

        let parts = FileStamp.mapChunks(of: paths, in: folder.path, chunkSize: 300) { paths, stamps in
            (Array(paths), stamps.map { $0?.description })
        }

        #expect(parts.map(\.0.count) == [300, 300, 300, 100])
        #expect(parts.flatMap(\.0) == paths)
        #expect(parts.flatMap(\.1) == paths.map { FileStamp.of(folder.path($0)) })
        #expect(parts[1].1[200] == nil, "f500 is missing")
        #expect(FileStamp.mapChunks(of: [], in: folder.path) { _, _ in 1 }.isEmpty)
    }
}
