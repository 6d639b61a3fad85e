import Foundation
import Infrastructure
import TestSupport
import Testing

@Suite struct StagedDirectoryTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func publishesANewFolderAtOnce() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let site = folder.path("site")

        let staged = try StagedDirectory.begin(destination: site)
        try staged.write(bytes("home"), to: "index.html")
        try staged.write(bytes("deep"), to: "a/b/c/index.html")
        #expect(!FileManager.default.fileExists(atPath: site))
        let summary = try staged.commit(previouslyWritten: [])

        #expect(folder.read("site/index.html") == "home")
        #expect(folder.read("site/a/b/c/index.html") == "deep")
        #expect(summary.written == ["a/b/c/index.html", "index.html"])
        #expect(folder.files(in: "").allSatisfy { !$0.contains("marquee-staging") })
    }

    @Test func filesStagedAfterTheListWasSortedAreMergedIntoItInOrder() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("published", to: "site/kept.html")
        let staged = try StagedDirectory.begin(destination: folder.path("site"))
        for path in ["z.html", "a/index.html", "m.html"] { try staged.write(bytes(path), to: path) }
        try staged.write(bytes("published"), to: "kept.html")
        #expect(staged.stagedPaths() == ["a/index.html", "kept.html", "m.html", "z.html"])

        for path in ["b.html", "zz.html", "a.html"] { try staged.write(bytes(path), to: path) }
        #expect(staged.stagedPaths() == ["a.html", "a/index.html", "b.html", "kept.html", "m.html", "z.html", "zz.html"])
        try staged.write(bytes("last"), to: "c.html")
        let summary = try staged.commit(previouslyWritten: [])

        #expect(summary.written == ["a.html", "a/index.html", "b.html", "c.html", "m.html", "z.html", "zz.html"])
        #expect(summary.unchanged == ["kept.html"])
    }

    @Test func anEmptyDestinationFolderIsFilledWithNewFiles() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("site"), withIntermediateDirectories: false)
        let staged = try StagedDirectory.begin(destination: folder.path("site"))
        #expect(try staged.write(bytes("home"), to: "index.html") == .written)
        let summary = try staged.commit(previouslyWritten: [])
        #expect(summary.written == ["index.html"])
        #expect(folder.read("site/index.html") == "home")
    }

    @Test func keepsUnchangedFilesAsTheyWereAndReplacesChangedOnes() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let site = folder.path("site")
        let first = try StagedDirectory.begin(destination: site)
        try first.write(bytes("same"), to: "same.html")
        try first.write(bytes("old"), to: "changed.html")
        _ = try first.commit(previouslyWritten: [])
        let inodeBefore = try #require(folder.inode("site/same.html"))
        let dateBefore = try #require(folder.modificationDate("site/same.html"))

        Thread.sleep(forTimeInterval: 0.02)
        let second = try StagedDirectory.begin(destination: site)
        #expect(try second.write(bytes("same"), to: "same.html") == .unchanged)
        #expect(try second.write(bytes("new"), to: "changed.html") == .written)
        let summary = try second.commit(previouslyWritten: ["same.html", "changed.html"])

        #expect(summary.unchanged == ["same.html"])
        #expect(summary.written == ["changed.html"])
        #expect(folder.read("site/changed.html") == "new")
        #expect(folder.inode("site/same.html") == inodeBefore)
        #expect(folder.modificationDate("site/same.html") == dateBefore)
    }

    @Test func removesOnlyWhatItWroteBeforeAndKeepsEverythingElse() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("ours", to: "site/gone/index.html")
        try folder.write("theirs", to: "site/CNAME")
        try folder.write("", to: "site/.gitkeep")
        try folder.write("theirs too", to: "site/extra/notes.txt")

        let staged = try StagedDirectory.begin(destination: folder.path("site"))
        try staged.write(bytes("home"), to: "index.html")
        let summary = try staged.commit(previouslyWritten: ["gone/index.html"])

        #expect(summary.removed == ["gone/index.html"])
        #expect(summary.carriedOver == [".gitkeep", "CNAME", "extra/notes.txt"])
        #expect(folder.files(in: "site") == [".gitkeep", "CNAME", "extra/notes.txt", "index.html"])
    }

    /// The walk of the published folder is split among threads below the second level: files at
    /// every depth, in many folders, are carried over or noted as removed all the same.
    @Test func carriesOverAndRemovesAtEveryDepthOfALargeSite() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let site = folder.path("site")
        let pages = (0..<700).map { "p/\($0)/index.html" }
        let first = try StagedDirectory.begin(destination: site)
        for page in pages { try first.write(bytes(page), to: page) }
        _ = try first.commit(previouslyWritten: [])
        try folder.write("top", to: "site/top.txt")
        try folder.write("notes", to: "site/p/7/notes.txt")
        try folder.write("deep", to: "site/p/300/deep/er/file.txt")
        try FileManager.default.createSymbolicLink(atPath: folder.path("site/p/650/link"), withDestinationPath: "../1/index.html")

        let second = try StagedDirectory.begin(destination: site)
        let dropped: Set = ["p/3/index.html", "p/450/index.html"]
        for page in pages where !dropped.contains(page) { try second.write(bytes(page), to: page) }
        let summary = try second.commit(previouslyWritten: Set(pages))

        #expect(summary.removed == dropped.sorted())
        #expect(summary.carriedOver == ["p/300/deep/er/file.txt", "p/650/link", "p/7/notes.txt", "top.txt"])
        let expected = Set(pages).subtracting(dropped).union(["top.txt", "p/7/notes.txt", "p/300/deep/er/file.txt", "p/650/link"])
        #expect(Set(folder.files(in: "site")) == expected)
        #expect(folder.read("site/p/300/deep/er/file.txt") == "deep")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("site/p/650/link")) == "../1/index.html")
    }

    @Test func discardingLeavesThePublishedFolderAsItWas() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("old", to: "site/index.html")

        let staged = try StagedDirectory.begin(destination: folder.path("site"))
        try staged.write(bytes("new"), to: "index.html")
        staged.discard()

        #expect(folder.read("site/index.html") == "old")
        #expect(folder.files(in: "") == ["site/index.html"])
    }

    /// Listing a folder reads each entry's name only as far as its end: a `dirent` is as long as
    /// its name, so copying the whole 256-byte name field read past the listing's buffer (a crash
    /// when it ended a page; AddressSanitizer reports it in `make sanitize`). Thousands of entries
    /// fill the buffer to its end.
    @Test func discardingAFolderOfThousandsOfFilesRemovesEveryOne() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("old", to: "site/index.html")

        let staged = try StagedDirectory.begin(destination: folder.path("site"))
        for index in 0..<3_000 {
            try staged.write(bytes("\(index)"), to: "many/\(index).html")
        }
        staged.discard()

        #expect(folder.files(in: "") == ["site/index.html"])
    }

    @Test func anInterruptedStagingFolderIsClearedByTheNextRun() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("old", to: "site/index.html")
        try folder.write("half", to: ".site.marquee-staging-99999/index.html")

        let staged = try StagedDirectory.begin(destination: folder.path("site"))
        try staged.write(bytes("new"), to: "index.html")
        _ = try staged.commit(previouslyWritten: ["index.html"])

        #expect(folder.files(in: "") == [".site.marquee-previous/.marquee-tree", ".site.marquee-previous/index.html", "site/index.html"])
        #expect(folder.read("site/index.html") == "new")
        #expect(folder.read(".site.marquee-previous/index.html") == "old")
    }

    // A slash and a combining mark after it are one `Character`, yet the kernel reads the slash.
    @Test(arguments: ["", "/etc/passwd", "../escape.html", "a/../../b", "a//b", "./x", "../\u{301}escape.html", "a/../..\u{2F}\u{301}b"])
    func refusesPathsOutsideTheSite(path: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let staged = try StagedDirectory.begin(destination: folder.path("site"))
        defer { staged.discard() }
        #expect(throws: FileSystemError.self) { try staged.write([1], to: path) }
    }

    @Test(arguments: ["a/.../b.html", ".well-known/x", "a/..b/c", "..x", "a/b./c"])
    func takesNamesThatOnlyBeginOrEndWithDots(path: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let staged = try StagedDirectory.begin(destination: folder.path("site"))
        try staged.write([1], to: path)
        #expect(try staged.commit(previouslyWritten: []).written == [path])
        #expect(folder.exists("site/" + path))
    }

    @Test func refusesToPublishOverAFile() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("not a folder", to: "site")
        #expect(throws: FileSystemError.self) { _ = try StagedDirectory.begin(destination: folder.path("site")) }
    }
}
