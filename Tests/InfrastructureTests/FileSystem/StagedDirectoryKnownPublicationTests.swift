import Foundation
import Infrastructure
import TestSupport
import Testing

/// Publishing after a publication it knows: the page folders not changed since are taken as that
/// publication left them, unlisted; the others are listed, so nothing put there is lost.
@Suite struct StagedDirectoryKnownPublicationTests {
    private static let pages = ["p/a/index.html", "p/b/index.html", "p/c/index.html", "p/d/page/2.html", "top.html"]

    /// Publishes `pages` into `site`, and gives what a build memo would know of it.
    private func publish(_ site: String, _ pages: [String]) throws -> StagedDirectory.KnownPublication {
        let staged = try StagedDirectory.begin(destination: site)
        for page in pages { try staged.write(Array(page.utf8), to: page) }
        waitATick()
        let stagedAt = try #require(staged.fileSystemTime())
        _ = try staged.commit(previouslyWritten: [])
        return StagedDirectory.KnownPublication(
            files: pages.sorted(), inodes: pages.sorted().map { _ in 0 }, changedBefore: stagedAt, foldersWithOtherFiles: []
        )
    }

    /// A coarse clock tick: a change after the publication gets a later change time.
    private func waitATick() {
        Thread.sleep(forTimeInterval: 0.03)
    }

    @Test func foldersNotChangedSinceAreNotListedAndTheOthersAre() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let site = folder.path("site")
        let known = try publish(site, Self.pages)
        waitATick()
        try folder.write("mine", to: "site/p/b/notes.txt")

        let staged = try StagedDirectory.begin(destination: site)
        try staged.write(Array("new a".utf8), to: "p/a/index.html")
        for page in ["p/b/index.html", "p/d/page/2.html", "top.html"] { try staged.write(Array(page.utf8), to: page) }
        let summary = try staged.commit(previouslyWritten: Set(Self.pages), known: known)

        // a and c were not changed; b was (a file came), and d holds a folder.
        #expect(summary.foldersTakenAsKnown == 2)
        #expect(summary.carriedOver == ["p/b/notes.txt"])
        #expect(summary.removed == ["p/c/index.html"], "c's page, unstaged, is gone though its folder was not listed")
        #expect(folder.read("site/p/b/notes.txt") == "mine")
        #expect(folder.read("site/p/a/index.html") == "new a")
        #expect(!folder.exists("site/p/c/index.html"))
    }

    /// Names of any letters, and names that sort in another order than their paths do (`a-b`
    /// and `a b` after `a`, their paths before `a/`'s): each folder's files are found wherever
    /// the one looked up before ended.
    @Test func foldersOfAnyNameAreFoundInTheKnownFiles() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let site = folder.path("site")
        let pages = [
            "p/a b/index.html", "p/zoë/index.html", "p/été/index.html", "p/été/index.md", "p/z/index.html", "p/a/index.html",
            "p/a-b/index.html", "p/a-b/index.md", "p/a0/index.html",
        ]
        let known = try publish(site, pages)
        let staged = try StagedDirectory.begin(destination: site)
        for page in pages { try staged.write(Array(page.utf8), to: page) }
        let summary = try staged.commit(previouslyWritten: Set(pages), known: known)
        #expect(summary.foldersTakenAsKnown == 7)
        #expect(summary.removed.isEmpty && summary.carriedOver.isEmpty)
    }

    @Test func aFolderChangedSinceOrHoldingOtherFilesIsListed() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let site = folder.path("site")
        let known = try publish(site, Self.pages)

        // Known as of an hour before the publication: every folder changed since.
        let staged = try StagedDirectory.begin(destination: site)
        for page in Self.pages { try staged.write(Array(page.utf8), to: page) }
        let stale = StagedDirectory.KnownPublication(
            files: known.files, inodes: known.inodes, changedBefore: known.changedBefore.minus(seconds: 3_600), foldersWithOtherFiles: []
        )
        #expect(try staged.commit(previouslyWritten: Set(Self.pages), known: stale).foldersTakenAsKnown == 0)

        // A folder said to hold files Marquee did not write is always listed.
        waitATick()
        let again = try StagedDirectory.begin(destination: site)
        for page in Self.pages { try again.write(Array(page.utf8), to: page) }
        let now = try #require(again.fileSystemTime())
        let other = StagedDirectory.KnownPublication(files: known.files, inodes: known.inodes, changedBefore: now, foldersWithOtherFiles: ["p/a"])
        #expect(try again.commit(previouslyWritten: Set(Self.pages), known: other).foldersTakenAsKnown == 2, "b and c")
    }

    @Test func theFileSystemTimeIsLaterThanWhatWasDoneBefore() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let staged = try StagedDirectory.begin(destination: folder.path("site"))
        try staged.write([1], to: "p/a/index.html")
        let before = try #require(staged.fileSystemTime())
        waitATick()
        let after = try #require(staged.fileSystemTime())
        #expect(before < after)
        staged.discard()
    }
}
