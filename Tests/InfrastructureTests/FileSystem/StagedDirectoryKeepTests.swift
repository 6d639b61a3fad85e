import Foundation
import Infrastructure
import TestSupport
import Testing

@Suite struct StagedDirectoryKeepTests {
    @Test func keepsAPublishedFileWithoutReadingOrRewritingIt() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let site = folder.path("site")
        let first = try StagedDirectory.begin(destination: site)
        try first.write(Array("page".utf8), to: "movie/7/index.html")
        _ = try first.commit(previouslyWritten: [])
        let inode = try #require(folder.inode("site/movie/7/index.html"))

        let second = try StagedDirectory.begin(destination: site)
        try second.keepPublished("movie/7/index.html")
        let summary = try second.commit(previouslyWritten: ["movie/7/index.html"])

        #expect(summary.unchanged == ["movie/7/index.html"])
        #expect(summary.written.isEmpty && summary.removed.isEmpty)
        #expect(folder.inode("site/movie/7/index.html") == inode)
        #expect(folder.read("site/movie/7/index.html") == "page")
    }

    @Test func refusesToKeepAFileThatIsNotPublished() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let staged = try StagedDirectory.begin(destination: folder.path("site"))
        defer { staged.discard() }
        #expect(throws: FileSystemError.self) { try staged.keepPublished("movie/7/index.html") }
        #expect(throws: FileSystemError.self) { try staged.keepPublished("../outside.html") }
    }

    @Test func keepsABatchOfPublishedFilesAndStopsAtTheFirstGone() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let site = folder.path("site")
        let first = try StagedDirectory.begin(destination: site)
        for id in 1...3 { try first.write(Array("page \(id)".utf8), to: "movie/\(id)/index.html") }
        let published = (1...3).map { "movie/\($0)/index.html" }
        _ = try first.commit(previouslyWritten: [])
        let inodes = published.map { folder.inode("site/" + $0) }

        let second = try StagedDirectory.begin(destination: site)
        var asked: [String] = []
        try second.keepPublished(published) { path in
            asked.append(path)
            return nil
        }
        let summary = try second.commit(previouslyWritten: Set(published))
        #expect(summary.unchanged == published)
        #expect(summary.written.isEmpty && summary.removed.isEmpty)
        #expect(published.map { folder.inode("site/" + $0) } == inodes)
        #expect(asked.isEmpty, "the first staging from an empty folder shares no file to vouch for")

        let third = try StagedDirectory.begin(destination: site)
        defer { third.discard() }
        #expect(throws: FileSystemError.self) { try third.keepPublished(["movie/1/index.html", "../outside.html"]) { _ in nil } }
        #expect(third.stagedPaths().isEmpty, "a bad path refuses the batch before anything is staged")
        #expect(throws: FileSystemError.self) { try third.keepPublished(["movie/1/index.html", "movie/9/index.html", "movie/2/index.html"]) { _ in nil } }
        #expect(third.stagedPaths() == ["movie/1/index.html"], "what was kept before the file that is gone stays staged")
    }

    @Test func stampsChangeWhenAFileIsRewrittenButNotWhenItIsLinked() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Data("one".utf8).write(to: URL(fileURLWithPath: folder.path("a.txt")))
        let stamp = try #require(FileStamp.of(folder.path("a.txt")))
        #expect(link(folder.path("a.txt"), folder.path("b.txt")) == 0)
        #expect(FileStamp.of(folder.path("b.txt")) == stamp)
        Thread.sleep(forTimeInterval: 0.01)
        try Data("two".utf8).write(to: URL(fileURLWithPath: folder.path("a.txt")))
        #expect(FileStamp.of(folder.path("a.txt")) != stamp)
        #expect(FileStamp.of(folder.path("missing.txt")) == nil)
    }
}
