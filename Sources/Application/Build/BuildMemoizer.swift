import Data
import Foundation
import Infrastructure
import Logging
import Rendering

/// Keeps the published site when nothing that decides it changed since the last build.
///
/// After a successful build (exit code 0) it remembers, per output folder, the build's
/// ``BuildFingerprint``, the recent searches the build left in the state, the published files'
/// digest (``PublishedSite``) and the build's result. The next build reuses that publication
/// when all four still hold: same inputs, same recents (so the home and recent pages come out the
/// same: saving the same searches in the same order again leaves the recents as they are), and
/// the site exactly as published. Anything else forgets the memo first and builds, keeping the
/// pages whose values did not change when the program and templates are the same and the site is
/// intact (``plan()``).
struct BuildMemoizer {
    /// What a reused build reports: the remembered result (its queries without their film ids
    /// and paths unless ``plan(publishedSite:reportingQueriesInFull:)`` was asked for them, and no
    /// site path, since none was staged); every published file unchanged, counted.
    struct Reuse {
        let result: BuildResult
        let pages: PublishSummary.Counts
    }

    /// The small part of a build's result kept in the memo, as JSON; the long lists follow it
    /// as lines (see ``MemoText``), since encoding them as JSON would take several times their
    /// size in memory at the end of the largest builds.
    private struct Header: Codable {
        var movieCount: Int
        /// ``BuildFingerprint/render`` of the build.
        var render: String
        /// ``SiteRenderer/siteDigest`` of the build: what every page showed besides its own values.
        var site: String?
        /// ``BuildFingerprint/searches`` of the build; nil in memos from before searches were
        /// replayed.
        var searches: String?
        /// ``SiteCollections/collectionLinks`` of the build; nil in memos from before films'
        /// pages were kept unread (``LastBuildFilms``).
        var collectionLinks: CollectionLinks?
        /// ``PublishSummary/stagedAt`` and ``PublishSummary/foldersWithOtherFiles`` of the
        /// build's publication; nil in memos from before they were kept.
        var stagedAt: StagedDirectory.FileTime?
        var foldersWithOtherFiles: [String]?
    }

    /// The one field of ``Header`` that keeping the site as it is reads; the decoder skips the rest.
    private struct HeaderMovieCount: Decodable {
        var movieCount: Int
    }

    /// The memo's text, in sections apart by a line holding U+001E (which neither JSON text, a
    /// site path nor a film's line holds raw), each one entry a line:
    /// - the header's JSON;
    /// - each query's report, a line of JSON each (``BuildReport/Query/memoLine(_:)``; the whole
    ///   list as one JSON text took 15 MB to encode at 3,000 searches of 100 films);
    /// - the site paths (``manifestMark`` when they are the files the published site's
    ///   manifest lists);
    /// - the published files (`=` when they are the site paths);
    /// - what each film gave the person pages (``PersonPageSources``);
    /// - the page digests, one line per site path (``PageDigests/digestLines(alignedWith:)``),
    ///   last: a build stores them while it publishes (``rememberPageDigests(of:paths:)``).
    private enum MemoText {
        static let separator = "\n\u{1E}\n"

        /// The six sections, found on the text's bytes (Foundation's `range(of:)` on a text of
        /// several megabytes was a tenth of what keeping a site unchanged costs).
        static func sections(_ text: String) -> (leading: LeadingSections, people: Substring, pages: Substring)? {
            guard let parts = cut(text, at: 5) else { return nil }
            return (LeadingSections(header: parts[0], queries: parts[1], paths: parts[2], files: parts[3]), parts[4], parts[5])
        }

        /// The sections that keeping the site as it is reads.
        struct LeadingSections {
            let header: Substring
            let queries: Substring
            let paths: Substring
            let files: Substring
        }

        /// How many sections ``leadingSections(_:)`` reads.
        static let leadingCount = 4

        /// The first sections, all that keeping the site as it is reads: the text may end
        /// anywhere after them.
        static func leadingSections(_ text: String) -> LeadingSections? {
            guard let parts = cut(text, at: leadingCount) else { return nil }
            return LeadingSections(header: parts[0], queries: parts[1], paths: parts[2], files: parts[3])
        }

        /// The queries' reports of a queries section (``BuildReport/Query/memoLine(_:)``), with
        /// their film ids and paths unless not `withWords`.
        static func queries(_ section: Substring, withWords: Bool = true) throws -> [BuildReport.Query] {
            try BuildReport.Query.fromMemoLines(MemoLines.split(section), withWords: withWords)
        }

        /// The text cut at its first `count` separators: `count + 1` pieces, the last the rest.
        private static func cut(_ text: String, at count: Int) -> [Substring]? {
            let utf8 = text.utf8
            var parts: [Substring] = []
            var start = utf8.startIndex
            for offset in MemoLines.offsets(of: separatorMark, in: text[...]) where parts.count < count {
                let mark = utf8.index(utf8.startIndex, offsetBy: offset)
                let after = utf8.index(after: mark)
                // The separator is the mark alone on its line: a line feed on each side.
                guard mark > start, utf8[utf8.index(before: mark)] == 0x0A, after < utf8.endIndex, utf8[after] == 0x0A else { continue }
                parts.append(Substring(utf8[start..<utf8.index(before: mark)]))
                start = utf8.index(after: after)
            }
            guard parts.count == count else { return nil }
            return parts + [Substring(utf8[start...])]
        }

        /// The byte of ``separator``'s mark, which nothing else in the text holds raw.
        static let separatorMark: UInt8 = 0x1E

        /// The site paths section when the paths are the files the published site's manifest
        /// lists, in its order: the memo is checked against those files' stamps, which read the
        /// manifest, so it need not hold them again.
        static let manifestMark = "@"

        /// The site paths `section` gives, those of the published site's manifest (which
        /// `stamps` read) for ``manifestMark``.
        static func paths(_ section: Substring, stamps: PublishedSite.Stamps?) -> [String]? {
            section == manifestMark ? stamps?.files : lines(section)
        }

        /// How many site paths `section` gives (``paths(_:stamps:)``), counted without making them.
        static func pathCount(_ section: Substring, stamps: PublishedSite.Stamps?) -> Int? {
            section == manifestMark ? stamps?.paths.count : MemoLines.split(section).count
        }

        static func lines(_ text: Substring) -> [String] {
            MemoLines.split(text).map(String.init)
        }
    }

    let storage: SQLiteBuildMemoStorage
    /// The output folder, absolute.
    let output: String
    let fingerprint: BuildFingerprint
    /// The fingerprint of the inputs as they are now.
    let currentFingerprint: @Sendable () -> BuildFingerprint?
    let logger: Logger

    /// Whether the inputs still are what the build started from (a template edited while it
    /// ran, as under `serve --watch`, makes a new fingerprint).
    func inputsUnchanged() -> Bool {
        currentFingerprint() == fingerprint
    }

    /// What to do with the last publication of the output.
    enum Plan {
        /// Keep it as it is: nothing that decides the site changed.
        case reuse(Reuse)
        /// Build, keeping the pages whose digests still match (none when the binary or templates
        /// changed, or the published files are not as they were left), and the person pages none
        /// of whose films changed, and replaying the `searches` the last build ran under the same
        /// ``BuildFingerprint/searches`` (by query), and, under those, the `films` whose pages may be
        /// kept unread. The published files' `stamps`, when the site is as it was published, spare
        /// the memo of this build reading those it keeps, and the `publication` they are part of
        /// spares publishing the listing of the page folders not changed since.
        case build(
            previousPages: PageDigests, people: PersonPageSources, searches: [String: KnownSearch], films: LastBuildFilms?,
            stamps: PublishedSite.Stamps?, publication: StagedDirectory.KnownPublication?
        )
    }

    /// Reads the memo and looks at the published files once, and says whether the site can be
    /// kept or which of its pages can. Call it before ``forget()``.
    ///
    /// - Parameters:
    ///   - publishedSite: the look at the output folder's published files (`keepingStamps`),
    ///     started early so that their `lstat`s run on the other cores while the build sets up;
    ///     without it, one is started here.
    ///   - reportingQueriesInFull: whether a kept site's ``Reuse`` holds its queries' film ids and
    ///     paths, which only a build's report shows.
    func plan(publishedSite: PublishedSite.PendingDigest? = nil, reportingQueriesInFull: Bool = true) -> Plan {
        // Every published file's `lstat`, on the other cores while the memo is read and decoded.
        let site = publishedSite ?? PublishedSite.PendingDigest(output: output, keepingStamps: true)
        let memo: BuildMemo
        do {
            // The memo's first sections, then the rest only if the site is not kept as it is.
            var marks = 0
            guard let start = try storage.memo(output: output, readingUntil: { part in
                marks += MemoLines.offsets(of: MemoText.separatorMark, in: part).count
                return marks >= MemoText.leadingCount
            }) else { return .buildingAll }
            if start.fingerprint == fingerprint.digest, let reuse = reuse(start, site: site, queriesInFull: reportingQueriesInFull) {
                return .reuse(reuse)
            }
            guard let stored = try storage.memo(output: output) else { return .buildingAll }
            memo = stored
        } catch {
            logger.debug("Build memo unusable, building in full: \(error)")
            return .buildingAll
        }
        let sections = MemoText.sections(memo.result)
        // The last build's lines for the person pages are read on another core while the
        // published files' stamps are waited for.
        let readingPeople = sections.map { sections in
            let lines = sections.people
            return WorkAside { PersonPageSources.LastBuildLines(lines) }
        }
        guard site.value == memo.site, let sections, let readingPeople,
              let header = try? JSONDecoder().decode(Header.self, from: Data(sections.leading.header.utf8)),
              header.render == fingerprint.render else { return .buildingAll }
        // The published files as strings, made once for the page digests, the publication and
        // this build's memo.
        let stamps = site.stamps?.withFilesMade()
        guard let paths = MemoText.paths(sections.leading.paths, stamps: stamps) else { return .buildingAll }
        // The searches' lines are decoded on another core while the page digests are.
        let queriesText = sections.leading.queries
        let decodingQueries = header.searches == fingerprint.searches ? WorkAside { try? MemoText.queries(queriesText) } : nil
        let previousPages = PageDigests(digestLines: sections.pages, paths: paths, site: header.site.flatMap(PageDigest.init))
        let people = PersonPageSources(lastBuild: readingPeople.value)
        let queries = decodingQueries?.value ?? nil
        return .build(
            previousPages: previousPages,
            people: people,
            searches: queries.map(KnownSearch.replayable) ?? [:],
            films: queries.flatMap { queries in header.collectionLinks.map { LastBuildFilms(searches: queries, collectionLinks: $0) } },
            stamps: stamps,
            publication: Self.publication(stamps: stamps, header: header)
        )
    }

    /// What the last publication left (`stamps` read it) as ``StagedDirectory/KnownPublication``
    /// takes it: a page folder changed less than ``stagedAtMargin`` before it was staged is listed.
    private static func publication(stamps: PublishedSite.Stamps?, header: Header) -> StagedDirectory.KnownPublication? {
        guard let stamps, let stagedAt = header.stagedAt else { return nil }
        return StagedDirectory.KnownPublication(
            files: stamps.files, inodes: stamps.stamps.map { $0?.inode ?? 0 }, changedBefore: stagedAt.minus(seconds: stagedAtMargin),
            foldersWithOtherFiles: Set(header.foldersWithOtherFiles ?? []), linkedTwice: stamps.stamps.map { $0?.links == 2 }
        )
    }

    /// Seconds: more than a file system's time grain, and than the clock's small corrections.
    static let stagedAtMargin: Int64 = 1

    /// The remembered build, when the recents and the published files (whose digest `site` gives)
    /// are as it left them. The memo is decoded before the digest is waited for.
    private func reuse(_ memo: BuildMemo, site: PublishedSite.PendingDigest, queriesInFull: Bool) -> Reuse? {
        do {
            guard try storage.recentQueries() == memo.recents else {
                logger.debug("Build memo: the recent searches changed since the last build.")
                return nil
            }
            guard let sections = MemoText.leadingSections(memo.result) else {
                logger.debug("Build memo unusable, building in full: it is not in this version's format.")
                return nil
            }
            let header = try JSONDecoder().decode(HeaderMovieCount.self, from: Data(sections.header.utf8))
            let queries = try MemoText.queries(sections.queries, withWords: queriesInFull)
            guard site.value == memo.site else {
                logger.debug("Build memo: the published files changed since the last build.")
                return nil
            }
            guard let pathCount = MemoText.pathCount(sections.paths, stamps: site.stamps) else { return nil }
            return Reuse(
                // Its memo lines hold no films new to that build (``BuildReport/Query/memoLine(_:)``):
                // none is new to this one.
                result: BuildResult(queries: queries, movieCount: header.movieCount, paths: []),
                pages: PublishSummary.Counts(written: 0, unchanged: sections.files == "=" ? pathCount : MemoLines.split(sections.files).count, removed: 0)
            )
        } catch {
            logger.debug("Build memo unusable, building in full: \(error)")
            return nil
        }
    }

    /// Forgets the memo before a full build, so that a build that fails halfway leaves none.
    func forget() {
        do {
            try storage.remove(output: output)
        } catch {
            logger.debug("Build memo: cannot forget \(output): \(error)")
        }
    }

    /// Stores the memo's last section, the digests of the pages at `paths` (the build's site
    /// paths), before the build is published: it is the memo's longest, and publishing leaves a
    /// core idle much of the time. Until ``remember(_:publish:pages:people:stamps:digestsStored:)``
    /// stores the rest, the output folder has no memo. Returns whether the section was stored.
    func rememberPageDigests(of pages: PageDigests, paths: [String]) -> Bool {
        do {
            try storage.saveTrailingParts(output: output, result: MemoLineChunks(pages.digestLines(alignedWith: paths)))
            return true
        } catch {
            logger.debug("Build memo: cannot store the page digests of \(output) ahead: \(error)")
            return false
        }
    }

    /// Remembers a successful build that was just published.
    ///
    /// - Parameters:
    ///   - stamps: the stamps ``plan()`` read (``Plan/build(previousPages:people:searches:films:stamps:publication:)``):
    ///     those of the files published unchanged are not read again.
    ///   - digestsStored: whether ``rememberPageDigests(of:paths:)`` stored the page digests of
    ///     `result`'s paths, which are then not written again.
    func remember(
        _ result: BuildResult, publish: PublishSummary, pages: PageDigests, people: PersonPageSources, stamps: PublishedSite.Stamps? = nil,
        digestsStored: Bool = false
    ) {
        // The `lstat` of every file published anew, on the other cores while the memo is written.
        let unchanged = publish.unchanged
        // The manifest just published lists these, in this order: it is not read back.
        let files = publish.written.mergingSortedTexts(publish.unchanged)
        let site = PublishedSite.PendingDigest(output: output, listed: files) { stamps?.carried(unchanged: unchanged) }
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .withoutEscapingSlashes
            let header = try encoder.encode(Header(
                movieCount: result.movieCount, render: fingerprint.render, site: pages.site?.description,
                searches: fingerprint.searches, collectionLinks: result.collectionLinks, stagedAt: publish.stagedAt,
                foldersWithOtherFiles: publish.foldersWithOtherFiles
            ))
            let queries = try result.queries.map { try $0.memoLine(encoder) }
            // The long sections go to the state database a chunk at a time, never as one text.
            let separator = CollectionOfOne(MemoText.separator)
            let pieces: [AnySequence<String>] = [
                AnySequence(CollectionOfOne(String(decoding: header, as: UTF8.self))), AnySequence(separator),
                AnySequence(MemoLineChunks(queries)), AnySequence(separator),
                files == result.paths ? AnySequence(CollectionOfOne(MemoText.manifestMark)) : AnySequence(MemoLineChunks(result.paths)),
                AnySequence(separator),
                files == result.paths ? AnySequence(CollectionOfOne("=")) : AnySequence(MemoLineChunks(files)), AnySequence(separator),
                AnySequence(MemoLineChunks(people.lineChunks)), AnySequence(separator),
                digestsStored ? AnySequence([]) : AnySequence(MemoLineChunks(pages.digestLines(alignedWith: result.paths))),
            ]
            try storage.save(
                output: output,
                fingerprint: fingerprint.digest,
                recents: try storage.recentQueries(),
                // A memo missing some of its person lines would keep pages it must not.
                site: { people.lineChunksReadFailure == nil ? site.value : nil },
                result: pieces.joined(),
                keepingTrailingParts: digestsStored
            )
            if let failure = people.lineChunksReadFailure {
                logger.debug("Build memo: not kept, its person lines could not be read back: \(failure)")
            }
        } catch {
            logger.debug("Build memo: cannot remember the build of \(output): \(error)")
        }
    }
}

extension BuildMemoizer.Plan {
    /// Build every page: the last build left nothing that can be kept.
    static var buildingAll: Self {
        .build(previousPages: PageDigests(), people: PersonPageSources(), searches: [:], films: nil, stamps: nil, publication: nil)
    }
}
