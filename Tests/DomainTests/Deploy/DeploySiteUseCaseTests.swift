import Domain
import Testing

@Suite("Deploy use case (mock storage)")
struct DeploySiteUseCaseTests {
    private static let site = [
        "index.html": "home", "404.html": "missing", "sitemap.xml": "map", "site.css": "style", "site.js": "script",
        "posters/a.jpg": "poster", "movie/1/index.html": "film one", "search/alien/index.html": "alien",
        "search/alien/feed.xml": "feed",
    ]

    /// Storage and records kept across runs. Each run's site has a fingerprint made of its
    /// contents and the header rules, as the composition root's has, unless `fingerprinted` is off.
    private struct Deploy {
        let log = DeployLog()
        /// Readings of the site's files and of the records, in order.
        let reads = DeployLog()
        let storage: StorageMock
        let records: RecordsMock
        var fingerprinted = true

        init() {
            storage = StorageMock(log: log)
            records = RecordsMock(log: log)
            records.reads = reads
        }

        func run(_ site: [String: String], _ options: DeployOptions = DeployOptions(concurrency: 3)) async throws -> DeployOutcome {
            let source = SiteMock(contents: site, context: fingerprinted ? "\(options.headerRules)" : nil, reads: reads)
            return try await DeploySiteUseCase(source: source, storage: storage, records: records).execute(options: options)
        }
    }

    private func puts(_ events: [String]) -> [String] {
        events.filter { $0.hasPrefix("put ") }.map { String($0.dropFirst(4)) }
    }

    @Test("the first deploy sends assets, then pages, then entry points, then the manifest")
    func firstDeploy() async throws {
        let deploy = Deploy()
        let outcome = try await deploy.run(Self.site)
        let sent = puts(deploy.log.all)
        #expect(Set(sent) == Set(Self.site.keys))
        let stages = sent.map { DeployStage(key: $0) }
        #expect(stages == stages.sorted())
        #expect(Set(sent.suffix(4)) == ["index.html", "404.html", "sitemap.xml", "search/alien/feed.xml"])
        #expect(deploy.log.all.last == "manifest")
        #expect(outcome.uploaded.count == Self.site.count && outcome.manifestWritten)
        #expect(deploy.records.stored == deploy.storage.manifest)
    }

    @Test("nothing changed: no upload, no delete, no listing, no manifest written; the site's files and the records are not read")
    func noChange() async throws {
        let deploy = Deploy()
        _ = try await deploy.run(Self.site)
        #expect(deploy.reads.all == ["files", "records"])
        let before = deploy.log.all.count
        let outcome = try await deploy.run(Self.site)
        #expect(deploy.log.all.count == before)
        #expect(outcome.uploaded.isEmpty && outcome.deleted.isEmpty && !outcome.plan.listed && !outcome.manifestWritten)
        #expect(outcome.plan.unchanged == Self.site.count && outcome.plan.remoteCount == Self.site.count)
        #expect(deploy.storage.manifestDownloads == 0)
        #expect(deploy.reads.all == ["files", "records"], "the fingerprint vouched for the site")
    }

    @Test("without a fingerprint, or with --force, or once the target's manifest changed, the site is compared file by file")
    func comparedFileByFile() async throws {
        var deploy = Deploy()
        deploy.fingerprinted = false
        _ = try await deploy.run(Self.site)
        let unvouched = try await deploy.run(Self.site)
        #expect(unvouched.uploaded.isEmpty && unvouched.plan.unchanged == Self.site.count)
        #expect(deploy.reads.all == ["files", "records", "files", "records"])

        deploy.fingerprinted = true
        _ = try await deploy.run(Self.site)
        let forced = try await deploy.run(Self.site, DeployOptions(force: true))
        #expect(forced.uploaded.count == Self.site.count)

        // The manifest written anew by another machine (the same objects, a new tag).
        deploy.storage.manifest = deploy.storage.manifest
        let reads = deploy.reads.all.count
        let checked = try await deploy.run(Self.site)
        #expect(checked.uploaded.isEmpty && !checked.manifestWritten)
        #expect(Array(deploy.reads.all[reads...]) == ["files", "records"])
        _ = try await deploy.run(Self.site)
        #expect(deploy.reads.all.count == reads + 2, "the manifest found equal vouches for the site again")
    }

    @Test("a change sends only what changed and deletes only after the last upload")
    func change() async throws {
        let deploy = Deploy()
        _ = try await deploy.run(Self.site)
        var changed = Self.site
        changed["movie/1/index.html"] = "film one, again"
        changed["movie/2/index.html"] = "film two"
        changed["search/alien/feed.xml"] = nil
        let start = deploy.log.all.count
        let outcome = try await deploy.run(changed)
        let events = Array(deploy.log.all[start...])
        // Uploads within a stage run concurrently, so only the stage order is promised, not the order inside it.
        #expect(puts(events).sorted() == ["movie/1/index.html", "movie/2/index.html"])
        let lastPut = try #require(events.lastIndex { $0.hasPrefix("put ") })
        let delete = try #require(events.firstIndex { $0.hasPrefix("delete ") })
        #expect(delete > lastPut && events[delete] == "delete search/alien/feed.xml")
        #expect(events.last == "manifest" && !events.contains("list"))
        #expect(outcome.deleted == ["search/alien/feed.xml"])
    }

    @Test("a header rule that changes re-sends what it covers, and only that")
    func headerRuleChange() async throws {
        let deploy = Deploy()
        _ = try await deploy.run(Self.site)
        let rules = DeployHeaderRules(rules: [.init(pattern: try #require(GlobPattern("posters/**")), cacheControl: "public, max-age=31536000, immutable")])
        let start = deploy.log.all.count
        _ = try await deploy.run(Self.site, DeployOptions(headerRules: rules))
        #expect(puts(Array(deploy.log.all[start...])) == ["posters/a.jpg"])
    }

    @Test("--force sends everything again; --dry-run plans and changes nothing")
    func forceAndDryRun() async throws {
        let deploy = Deploy()
        _ = try await deploy.run(Self.site)
        var changed = Self.site
        changed["site.css"] = "new style"
        let start = deploy.log.all.count
        let dry = try await deploy.run(changed, DeployOptions(force: true, dryRun: true))
        #expect(deploy.log.all.count == start)
        #expect(dry.plan.uploads.count == Self.site.count && dry.uploaded.isEmpty && dry.dryRun)
        let forced = try await deploy.run(changed, DeployOptions(force: true))
        #expect(forced.uploaded.count == Self.site.count)
    }

    @Test("a plan deleting too much is refused before anything changes")
    func refusal() async throws {
        let deploy = Deploy()
        _ = try await deploy.run(Self.site)
        let start = deploy.log.all.count
        await #expect(throws: DeployRefusal(deletes: 8, remoteCount: 9, limit: 256, overHalf: true)) {
            _ = try await deploy.run(["index.html": "home"])
        }
        await #expect(throws: DeployRefusal(deletes: 8, remoteCount: 9, limit: 2, overHalf: false)) {
            _ = try await deploy.run(["index.html": "home"], DeployOptions(deleteLimit: DeleteLimit(maxDeletes: 2, isExplicit: true)))
        }
        #expect(deploy.log.all.count == start)
        let allowed = try await deploy.run(["index.html": "home"], DeployOptions(deleteLimit: DeleteLimit(maxDeletes: 8, isExplicit: true)))
        #expect(allowed.deleted.count == 8)
    }

    @Test("a failed upload stops the later stages, the deletes and the manifest; the next run finishes without re-sending")
    func failedUpload() async throws {
        let deploy = Deploy()
        deploy.storage.failingKeys = ["movie/1/index.html"]
        let outcome = try await deploy.run(Self.site, DeployOptions(concurrency: 1))
        #expect(outcome.failures.map(\.key) == ["movie/1/index.html"])
        let sent = Set(puts(deploy.log.all))
        #expect(!sent.contains("index.html") && !deploy.log.all.contains("manifest"))
        #expect(sent.isSubset(of: Set(deploy.records.stored?.entries.keys.map { $0 } ?? [])))
        deploy.storage.failingKeys = []
        let start = deploy.log.all.count
        let resumed = try await deploy.run(Self.site)
        let again = Set(puts(Array(deploy.log.all[start...])))
        #expect(again.isDisjoint(with: sent))
        #expect(again.union(sent) == Set(Self.site.keys))
        #expect(resumed.plan.listed)
        #expect(deploy.storage.manifest?.entries.keys.sorted() == Self.site.keys.sorted() && deploy.storage.manifest == deploy.records.stored)
    }

    @Test("when the records are lost, the listing and the target's manifest spare what is already there")
    func recordsLost() async throws {
        let deploy = Deploy()
        _ = try await deploy.run(Self.site)
        deploy.records.stored = nil
        let outcome = try await deploy.run(Self.site)
        #expect(outcome.plan.listed && outcome.uploaded.isEmpty && outcome.plan.unchanged == Self.site.count)
        #expect(deploy.records.stored == deploy.storage.manifest)
    }

    @Test("an object changed behind Marquee's back (another ETag) is sent again after a listing")
    func changedBehindTheBack() async throws {
        let deploy = Deploy()
        _ = try await deploy.run(Self.site)
        deploy.storage.objects["site.css"] = DeployFile.of(key: "site.css", text: "edited by hand")
        deploy.storage.objects["stray.html"] = DeployFile.of(key: "stray.html", text: "someone's")
        deploy.storage.manifest = nil
        let outcome = try await deploy.run(Self.site)
        #expect(outcome.uploaded == ["site.css"] && outcome.deleted == ["stray.html"])
    }
}
