@testable import Application
import Foundation
import Infrastructure
import TestSupport
import Testing

/// The published site's digest sums up the manifest and every file it lists, without reading
/// them: any of them rewritten, touched or removed changes it; a hard link made elsewhere (as the
/// previous tree makes) does not.
@Suite struct PublishedSiteTests {
    private func site(files: Int) throws -> (TemporaryDirectory, [String]) {
        let folder = try TemporaryDirectory()
        let paths = (0..<files).map { "movie/\($0)/index.html" }
        for path in paths { try folder.write("page \(path)", to: path) }
        try folder.write(Data(SiteManifest(files: paths.sorted()).encoded()), to: SiteManifest.fileName)
        return (folder, paths)
    }

    @Test func theDigestFollowsEveryListedFile() throws {
        // More files than one chunk of stamps, so that the chunks' digests are combined.
        let (folder, paths) = try site(files: 1200)
        defer { folder.remove() }
        let digest = try #require(PublishedSite.digest(output: folder.path))
        #expect(PublishedSite.digest(output: folder.path) == digest, "the same files give the same digest")

        try FileManager.default.linkItem(atPath: folder.path(paths[700]), toPath: folder.path("elsewhere.html"))
        #expect(PublishedSite.digest(output: folder.path) == digest, "a hard link elsewhere changes nothing listed")

        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1)], ofItemAtPath: folder.path(paths[1100]))
        let touched = try #require(PublishedSite.digest(output: folder.path))
        #expect(touched != digest, "a file touched in the last chunk")

        try folder.write("other", to: paths[3])
        #expect(PublishedSite.digest(output: folder.path) != touched, "a file rewritten")

        try FileManager.default.removeItem(atPath: folder.path(paths[900]))
        #expect(PublishedSite.digest(output: folder.path) == nil, "a listed file is gone")
    }

    /// The memo of a publication takes the stamps of the files it published unchanged from the
    /// check before it, and reads only the others: the digest is the one a full look gives. A
    /// file changed in between keeps its old stamp, so the next check finds the site changed.
    @Test func stampsCarriedOverGiveTheDigestOfAFullLook() throws {
        let (folder, paths) = try site(files: 1200)
        defer { folder.remove() }
        let check = PublishedSite.look(output: folder.path, keepingStamps: true)
        let stamps = try #require(check.stamps)
        #expect(check.digest == PublishedSite.digest(output: folder.path))
        #expect(stamps.files == paths.sorted())
        // Each file's stamp, kept in the chunks it was read in, is found by its position: on
        // both sides of a chunk's end and at the last file.
        let eachRead = FileStamp.mapChunks(of: stamps.files, in: folder.path, chunkSize: 1) { $1 }.flatMap(\.self)
        #expect(Array(stamps.stamps) == eachRead)
        for position in [0, 511, 512, 1023, 1024, 1199] {
            #expect(stamps.stamp(at: position) == eachRead[position] && eachRead[position] != nil, "\(position)")
        }

        // A publication: two pages written anew, one added, one gone, the rest unchanged.
        let sorted = paths.sorted()
        try folder.write("new bytes", to: sorted[10])
        try folder.write("new bytes", to: sorted[1100])
        try folder.write("a new page", to: "movie/new/index.html")
        try FileManager.default.removeItem(atPath: folder.path(sorted[500]))
        let published = (sorted.filter { $0 != sorted[500] } + ["movie/new/index.html"]).sorted()
        try folder.write(Data(SiteManifest(files: published).encoded()), to: SiteManifest.fileName)
        let unchanged = published.filter { ![sorted[10], sorted[1100], "movie/new/index.html"].contains($0) }

        let carried = stamps.carried(unchanged: unchanged)
        let known = carried.stamps(for: published)
        #expect(known.compactMap(\.self).count == unchanged.count)
        #expect(zip(published, known).allSatisfy { unchanged.contains($0.0) == ($0.1 != nil) })
        let remembered = PublishedSite.look(output: folder.path, keepingStamps: false, known: carried).digest
        #expect(remembered != nil)
        #expect(remembered == PublishedSite.digest(output: folder.path))

        // A file published unchanged but touched before the memo: an old stamp, another digest.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1)], ofItemAtPath: folder.path(unchanged[20]))
        #expect(PublishedSite.look(output: folder.path, keepingStamps: false, known: carried).digest != PublishedSite.digest(output: folder.path))
    }

    /// The memo of a publication hands over the files it just listed in the manifest rather than
    /// reading the manifest back: the digest is the one a look that reads it gives.
    @Test func theFilesJustListedGiveTheDigestOfALookThatReadsTheManifest() throws {
        let (folder, paths) = try site(files: 1200)
        defer { folder.remove() }
        let digest = try #require(PublishedSite.digest(output: folder.path))
        #expect(PublishedSite.look(output: folder.path, keepingStamps: false, listed: paths.sorted()).digest == digest)
        #expect(PublishedSite.look(output: folder.path, keepingStamps: false, listed: paths.sorted().dropLast()).digest != digest)
        try FileManager.default.removeItem(atPath: folder.path(SiteManifest.fileName))
        #expect(PublishedSite.look(output: folder.path, keepingStamps: false, listed: paths.sorted()).digest == nil, "no manifest, no digest")
    }

    /// A manifest Foundation wrote (a path JSON escapes) and one that lists itself give the
    /// stamps and digest of the same files listed plainly: the manifest's own file is left out.
    @Test func everyKindOfManifestGivesTheSameDigestOfItsFiles() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let files = (0..<600).map { "movie/\($0)/index.html" }.sorted() + ["tab\there.html"]
        for file in files { try folder.write("page \(file)", to: file) }
        let look = { PublishedSite.look(output: folder.path, keepingStamps: true) }
        let listed = { PublishedSite.look(output: folder.path, keepingStamps: false, listed: files).digest }

        try folder.write(Data(SiteManifest(files: files).encoded()), to: SiteManifest.fileName)
        #expect(SiteManifest.readPaths(inOutput: folder.path) == nil, "a path JSON escapes")
        let escaped = look()
        #expect(escaped.digest != nil && escaped.digest == listed())
        #expect(escaped.stamps?.files == files)

        let plain = Array(files.dropLast())
        try FileManager.default.removeItem(atPath: folder.path(files.last!))
        try folder.write(Data(SiteManifest(files: plain).encoded()), to: SiteManifest.fileName)
        let plainLook = look()
        #expect(plainLook.stamps?.files == plain && plainLook.stamps?.paths.count == plain.count)
        #expect(plainLook.digest == PublishedSite.look(output: folder.path, keepingStamps: false, listed: plain).digest)

        let listingItself = (plain + [SiteManifest.fileName]).sorted()
        try folder.write(Data(SiteManifest(files: listingItself).encoded()), to: SiteManifest.fileName)
        let itself = look()
        #expect(itself.stamps?.files == plain)
        #expect(itself.digest != nil && itself.digest == PublishedSite.look(output: folder.path, keepingStamps: false, listed: listingItself).digest)
        let (itselfStamps, plainStamps) = (try #require(itself.stamps), try #require(plainLook.stamps))
        #expect(Array(itselfStamps.stamps) == Array(plainStamps.stamps))
    }

    @Test func noManifestNoDigest() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("page", to: "index.html")
        #expect(PublishedSite.digest(output: folder.path) == nil)
    }
}
