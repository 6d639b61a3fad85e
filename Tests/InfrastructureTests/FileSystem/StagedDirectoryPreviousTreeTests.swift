import Foundation
import Infrastructure
import TestSupport
import Testing

/// Staging that starts from the tree the last publication replaced (the previous tree).
@Suite struct StagedDirectoryPreviousTreeTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// Publishes `files` (path to text) into `site`, every one written; returns the summary.
    @discardableResult
    private func publish(_ files: [String: String], to site: String, previously: Set<String>) throws -> StagedDirectory.Summary {
        let staged = try StagedDirectory.begin(destination: site)
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            try staged.write(bytes(text), to: path)
        }
        return try staged.commit(previouslyWritten: previously)
    }

    private func contents(_ folder: TemporaryDirectory, _ relative: String) -> [String: String] {
        Dictionary(uniqueKeysWithValues: folder.files(in: relative).map { ($0, folder.read(relative + "/" + $0) ?? "?") })
    }

    /// Every folder below `relative`, as sorted paths relative to it.
    private func folders(_ folder: TemporaryDirectory, _ relative: String) -> [String] {
        let root = folder.path(relative)
        var result: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let next = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + next, isDirectory: &isDirectory), isDirectory.boolValue {
                result.append(next)
            }
        }
        return result.sorted()
    }

    @Test func theThirdPublicationStartsFromTheSecondsTreeAndEndsEqualToACleanOne() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let site = folder.path("site")
        let first = ["index.html": "home 1", "movie/1/index.html": "one", "movie/2/index.html": "two", "gone/x/index.html": "x",
                     "a": "a file", "b/index.html": "b folder"]
        try publish(first, to: site, previously: [])
        let second = ["index.html": "home 2", "movie/1/index.html": "one", "movie/2/index.html": "two", "gone/x/index.html": "x",
                      "a": "a file", "b/index.html": "b folder"]
        try publish(second, to: site, previously: Set(first.keys))
        #expect(contents(folder, ".site.marquee-previous").filter { $0.key != ".marquee-tree" } == first)
        // The user adds a file of their own, and takes away one they had added before.
        try folder.write("theirs", to: "site/CNAME")
        let unchangedInode = try #require(folder.inode("site/movie/1/index.html"))

        // Third: one page changed, one kept, a folder dropped, a file that becomes a folder
        // and a folder that becomes a file.
        let staged = try StagedDirectory.begin(destination: site)
        #expect(staged.startedFromPreviousTree)
        #expect(!FileManager.default.fileExists(atPath: folder.path(".site.marquee-previous")))
        try staged.write(bytes("home 3"), to: "index.html")
        try staged.keepPublished("movie/1/index.html")
        #expect(try staged.write(bytes("two"), to: "movie/2/index.html") == .unchanged)
        try staged.write(bytes("now a folder"), to: "a/index.html")
        try staged.write(bytes("now a file"), to: "b")
        // Until the swap, the published site is untouched, though staging shares its files.
        #expect(folder.read("site/index.html") == "home 2")
        let summary = try staged.commit(previouslyWritten: Set(second.keys))

        let third = ["index.html": "home 3", "movie/1/index.html": "one", "movie/2/index.html": "two",
                     "a/index.html": "now a folder", "b": "now a file", "CNAME": "theirs"]
        #expect(contents(folder, "site") == third)
        #expect(folders(folder, "site") == ["a", "movie", "movie/1", "movie/2"])
        #expect(folder.inode("site/movie/1/index.html") == unchangedInode)
        #expect(summary.written == ["a/index.html", "b", "index.html"])
        #expect(summary.unchanged == ["movie/1/index.html", "movie/2/index.html"])
        #expect(summary.removed == ["a", "b/index.html", "gone/x/index.html"])
        #expect(summary.carriedOver == ["CNAME"])
        // The second publication, as it was, is the previous tree now.
        #expect(contents(folder, ".site.marquee-previous").filter { $0.key != ".marquee-tree" } == second.merging(["CNAME": "theirs"]) { $1 })
        #expect(folder.files(in: "").allSatisfy { !$0.contains("marquee-staging") })

        // And the fourth starts from that one: the user's file removed, nothing else changed.
        try FileManager.default.removeItem(atPath: folder.path("site/CNAME"))
        try publish(third.filter { $0.key != "CNAME" }, to: site, previously: Set(third.keys).subtracting(["CNAME"]))
        #expect(contents(folder, "site") == third.filter { $0.key != "CNAME" })
        #expect(folders(folder, "site") == ["a", "movie", "movie/1", "movie/2"])
    }

    /// A kept page whose previous-tree file is still the one the published site shares is left
    /// as it is; one written anew since, or replaced in the previous tree, is linked again from
    /// the published site. Either way the site ends with the published bytes and inodes.
    @Test func keptPagesEndAsThePublishedFilesWhateverThePreviousTreeHolds() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let site = folder.path("site")
        try publish(["a.html": "a1", "b.html": "b", "c.html": "c"], to: site, previously: [])
        try publish(["a.html": "a2", "b.html": "b", "c.html": "c"], to: site, previously: ["a.html", "b.html", "c.html"])
        let published = try ["a.html", "b.html", "c.html"].map { try #require(folder.inode("site/" + $0)) }
        #expect(folder.inode(".site.marquee-previous/b.html") == published[1])
        #expect(folder.inode(".site.marquee-previous/a.html") != published[0])
        // Someone replaces a file of the previous tree.
        try FileManager.default.removeItem(atPath: folder.path(".site.marquee-previous/c.html"))
        try folder.write("tampered", to: ".site.marquee-previous/c.html")

        let staged = try StagedDirectory.begin(destination: site)
        #expect(staged.startedFromPreviousTree)
        // The shared file is kept without looking at the published one: taken away from the
        // published site now, it is not missed.
        try FileManager.default.removeItem(atPath: folder.path("site/b.html"))
        for page in ["a.html", "b.html", "c.html"] { try staged.keepPublished(page) }
        let summary = try staged.commit(previouslyWritten: ["a.html", "b.html", "c.html"])

        #expect(summary.unchanged == ["a.html", "b.html", "c.html"])
        #expect(contents(folder, "site") == ["a.html": "a2", "b.html": "b", "c.html": "c"])
        #expect(try ["a.html", "b.html", "c.html"].map { try #require(folder.inode("site/" + $0)) } == published)
    }

    /// The published files' link counts, read as the build memo's check reads them, vouch for
    /// the previous tree's files: a file replaced there leaves its published one with one link,
    /// so it is linked again rather than taken as shared.
    @Test func twoLinksVouchForThePreviousTreesFileAndOneDoesNot() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let site = folder.path("site")
        let pages = ["a.html", "b.html", "c.html"]
        try publish(["a.html": "a1", "b.html": "b", "c.html": "c"], to: site, previously: [])
        try publish(["a.html": "a2", "b.html": "b", "c.html": "c"], to: site, previously: Set(pages))
        try FileManager.default.removeItem(atPath: folder.path(".site.marquee-previous/c.html"))
        try folder.write("tampered", to: ".site.marquee-previous/c.html")

        let stamps = FileStamp.mapChunks(of: pages, in: site) { _, stamps in stamps }.flatMap { $0 }
        #expect(stamps.map { $0?.links } == [1, 2, 1], "a was written anew; c's other link is gone")
        let known = StagedDirectory.KnownPublication(
            files: pages, inodes: stamps.map { $0?.inode ?? 0 }, changedBefore: .init(seconds: 0, nanoseconds: 0),
            foldersWithOtherFiles: [], linkedTwice: stamps.map { $0?.links == 2 }
        )
        #expect(pages.map(known.inodeLinkedTwice) == [nil, stamps[1]?.inode, nil])
        #expect(known.inodeLinkedTwice("b") == nil && known.inodeLinkedTwice("b.html.old") == nil)

        let staged = try StagedDirectory.begin(destination: site)
        // c is given b's inode: one that is not the previous tree's list's there vouches for nothing.
        for page in pages {
            try staged.keepPublished(page, linkedTwiceAs: page == "c.html" ? stamps[1]?.inode : known.inodeLinkedTwice(page))
        }
        _ = try staged.commit(previouslyWritten: Set(pages))
        #expect(contents(folder, "site") == ["a.html": "a2", "b.html": "b", "c.html": "c"])
        #expect(pages.map { folder.inode("site/" + $0).map(UInt64.init) } == stamps.map { $0?.inode })
    }

    /// Without link counts, or with a list of another length, no file is vouched for.
    @Test func aPublicationWithoutLinkCountsVouchesForNoFile() {
        let time = StagedDirectory.FileTime(seconds: 0, nanoseconds: 0)
        let unknown = StagedDirectory.KnownPublication(files: ["a", "b"], inodes: [7, 8], changedBefore: time, foldersWithOtherFiles: [])
        #expect(unknown.inodeLinkedTwice("a") == nil)
        let short = StagedDirectory.KnownPublication(
            files: ["a", "b"], inodes: [7, 8], changedBefore: time, foldersWithOtherFiles: [], linkedTwice: [true]
        )
        #expect(short.inodeLinkedTwice("a") == nil)
        let known = StagedDirectory.KnownPublication(
            files: ["a", "b", "c"], inodes: [7, 0, 9], changedBefore: time, foldersWithOtherFiles: [], linkedTwice: [true, true, false]
        )
        #expect(["a", "b", "c", "d", ""].map(known.inodeLinkedTwice) == [UInt64(7), nil, nil, nil, nil])
    }

    /// Paths asked with a hint, in the files' order or not, past the end or missing, are found
    /// as a search finds them.
    @Test func aHintedLookupFindsWhatASearchFinds() {
        let time = StagedDirectory.FileTime(seconds: 0, nanoseconds: 0)
        let files = (0..<40).map { "person/p\(1000 + $0)/index.html" }
        let known = StagedDirectory.KnownPublication(
            files: files, inodes: files.indices.map { UInt64($0 + 1) }, changedBefore: time, foldersWithOtherFiles: [],
            linkedTwice: files.indices.map { $0 % 7 != 3 }
        )
        let asked = [files[0], files[1], files[2], files[9], files[10], files[4], "person/none/index.html", files[39], files[38], "zz", files[5]]
        for start in [0, 3, 39, 40, 41, 1_000, -5] {
            var hint = start
            #expect(asked.map { known.inodeLinkedTwice($0, hint: &hint) } == asked.map(known.inodeLinkedTwice))
        }
        #expect(asked.map(known.inodeLinkedTwice).compactMap { $0 } == [1, 2, 3, 10, 5, 40, 6])
    }

    /// A previous tree listed by the version before (paths only) is still started from.
    @Test func aPathsOnlyListIsStillAdopted() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let site = folder.path("site")
        try publish(["index.html": "1", "page.html": "p", "old.html": "o"], to: site, previously: [])
        try publish(["index.html": "2", "page.html": "p", "old.html": "o"], to: site, previously: ["index.html", "page.html", "old.html"])
        var list = Array("marquee previous tree 1\n".utf8)
        for path in ["index.html", "old.html", "page.html"] { list += Array(path.utf8) + [0] }
        try Data(list).write(to: URL(fileURLWithPath: folder.path(".site.marquee-previous/.marquee-tree")))

        let staged = try StagedDirectory.begin(destination: site)
        #expect(staged.startedFromPreviousTree)
        try staged.write(bytes("3"), to: "index.html")
        try staged.keepPublished("page.html")
        _ = try staged.commit(previouslyWritten: ["index.html", "page.html", "old.html"])
        #expect(contents(folder, "site") == ["index.html": "3", "page.html": "p"])
    }

    /// A list in another order than its paths' (the walk that writes it can give one) is read
    /// all the same: the kept file is found in it, and the file the new site lacks removed.
    @Test func aListOutOfOrderIsStillAdopted() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let site = folder.path("site")
        try publish(["index.html": "1", "page.html": "p", "old.html": "o", "a/index.html": "a"], to: site, previously: [])
        let all: Set<String> = ["index.html", "page.html", "old.html", "a/index.html"]
        try publish(["index.html": "2", "page.html": "p", "old.html": "o", "a/index.html": "a"], to: site, previously: all)
        let previous = ".site.marquee-previous/"
        var list = Array("marquee previous tree 2\n".utf8)
        for path in ["page.html", "old.html", "index.html", "a/index.html"] {
            let inode = path == "index.html" ? 0 : try #require(folder.inode(previous + path))
            list += Array(path.utf8) + [0] + Array(String(inode).utf8) + [0]
        }
        try Data(list).write(to: URL(fileURLWithPath: folder.path(previous + ".marquee-tree")))

        let staged = try StagedDirectory.begin(destination: site)
        #expect(staged.startedFromPreviousTree)
        try staged.write(bytes("3"), to: "index.html")
        try staged.keepPublished(["page.html", "a/index.html"]) { _ in nil }
        _ = try staged.commit(previouslyWritten: all)
        #expect(contents(folder, "site") == ["index.html": "3", "page.html": "p", "a/index.html": "a"])
        #expect(folder.inode("site/page.html") == folder.inode(previous + "page.html"))
    }

    /// A list that is not whole (cut short, or an inode that is no number) is no list: the tree
    /// is removed and staging starts empty.
    @Test(arguments: ["index.html\u{0}12", "index.html\u{0}12x\u{0}", "index.html\u{0}\u{0}", "index.html", "index.html\u{0}99999999999999999999\u{0}"])
    func aDamagedListIsNoList(body: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let site = folder.path("site")
        try publish(["index.html": "1"], to: site, previously: [])
        try publish(["index.html": "2"], to: site, previously: ["index.html"])
        try Data(Array(("marquee previous tree 2\n" + body).utf8)).write(to: URL(fileURLWithPath: folder.path(".site.marquee-previous/.marquee-tree")))

        let staged = try StagedDirectory.begin(destination: site)
        #expect(!staged.startedFromPreviousTree)
        try staged.write(bytes("3"), to: "index.html")
        _ = try staged.commit(previouslyWritten: ["index.html"])
        #expect(contents(folder, "site") == ["index.html": "3"])
    }

    /// Also when the list is read ahead (``StagedDirectory/PreviousTreeReading``): gone then too.
    @Test(arguments: [false, true])
    func aPreviousTreeWithoutItsListIsRemovedAndStagingStartsEmpty(readAhead: Bool) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let site = folder.path("site")
        try publish(["index.html": "1", "old.html": "old"], to: site, previously: [])
        try publish(["index.html": "2", "old.html": "old"], to: site, previously: ["index.html", "old.html"])
        try FileManager.default.removeItem(atPath: folder.path(".site.marquee-previous/.marquee-tree"))

        let staged = try StagedDirectory.begin(destination: site, previousTree: readAhead ? StagedDirectory.PreviousTreeReading(destination: site) : nil)
        #expect(!staged.startedFromPreviousTree)
        try staged.write(bytes("3"), to: "index.html")
        _ = try staged.commit(previouslyWritten: ["index.html", "old.html"])
        #expect(contents(folder, "site") == ["index.html": "3"])
    }

    /// The list read while the caller gets ready is the one staging starts from, also when the
    /// destination is named through a symbolic link.
    @Test(arguments: [false, true])
    func aListReadAheadIsTheOneStagingStartsFrom(throughLink: Bool) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let site = folder.path("site")
        try publish(["index.html": "1", "movie/1/index.html": "one"], to: site, previously: [])
        try publish(["index.html": "2", "movie/1/index.html": "one"], to: site, previously: ["index.html", "movie/1/index.html"])
        let named = throughLink ? folder.path("link") : site
        if throughLink { try FileManager.default.createSymbolicLink(atPath: named, withDestinationPath: site) }

        let previousTree = StagedDirectory.PreviousTreeReading(destination: named)
        let staged = try StagedDirectory.begin(destination: named, previousTree: previousTree)
        #expect(staged.startedFromPreviousTree)
        try staged.write(bytes("3"), to: "index.html")
        try staged.keepPublished("movie/1/index.html")
        _ = try staged.commit(previouslyWritten: ["index.html", "movie/1/index.html"])
        #expect(contents(folder, "site") == ["index.html": "3", "movie/1/index.html": "one"])
    }

    @Test func discardingAnAdoptedTreeLeavesThePublishedSiteAsItWas() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let site = folder.path("site")
        try publish(["index.html": "1", "page.html": "p"], to: site, previously: [])
        try publish(["index.html": "2", "page.html": "p"], to: site, previously: ["index.html", "page.html"])

        let staged = try StagedDirectory.begin(destination: site)
        #expect(staged.startedFromPreviousTree)
        try staged.write(bytes("3"), to: "index.html")
        try staged.write(bytes("q"), to: "page.html")
        staged.discard()

        #expect(contents(folder, "site") == ["index.html": "2", "page.html": "p"])
        #expect(folder.files(in: "") == ["site/index.html", "site/page.html"])
        // The next publication starts from an empty folder again, and is right.
        try publish(["index.html": "4"], to: site, previously: ["index.html", "page.html"])
        #expect(contents(folder, "site") == ["index.html": "4"])
    }

    /// The walk at commit asks whether each file it finds was staged, and written anew, in the
    /// order it lists them, which is not always the order the staged lists are sorted in ("a-b"
    /// sorts before "a/", a folder's files come after a sibling's name that sorts before them).
    /// Whatever the order, every page is told right: kept, written, dropped or someone else's.
    @Test(arguments: [false, true])
    func pagesListedOutOfTheirSortedOrderAreToldApart(fromPreviousTree: Bool) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let site = folder.path("site")
        let names = ["a", "a-b", "a.b", "a0", "B", "z", "\u{E9}", "e\u{301}x", "m"]
        var first: [String: String] = ["top.html": "top"]
        for name in names {
            first["p/\(name)/index.html"] = name
            first["p/\(name)/page/2.html"] = name + " 2"
        }
        try publish(first, to: site, previously: [])
        if fromPreviousTree { try publish(first, to: site, previously: Set(first.keys)) }
        try folder.write("theirs", to: "site/p/a-b/notes.txt")

        // Every third page kept, every third written anew, every third dropped.
        let staged = try StagedDirectory.begin(destination: site)
        #expect(staged.startedFromPreviousTree == fromPreviousTree)
        var (kept, written, dropped): ([String], [String], [String]) = ([], [], [])
        for (index, path) in first.keys.sorted().enumerated() {
            switch index % 3 {
            case 0: kept.append(path)
            case 1: written.append(path)
            default: dropped.append(path)
            }
        }
        try staged.keepPublished(kept) { _ in nil }
        for path in written { try staged.write(bytes("new " + path), to: path) }
        let summary = try staged.commit(previouslyWritten: Set(first.keys))

        #expect(Set(summary.unchanged) == Set(kept))
        #expect(Set(summary.written) == Set(written))
        #expect(Set(summary.removed) == Set(dropped))
        #expect(summary.carriedOver == ["p/a-b/notes.txt"])
        var expected = ["p/a-b/notes.txt": "theirs"]
        for path in kept { expected[path] = first[path] }
        for path in written { expected[path] = "new " + path }
        #expect(contents(folder, "site") == expected)
    }
}
