/// Makes a target equal to the built site, moving only what changed: does nothing when the
/// target's manifest is the one this machine last wrote or found equal to a site of the same
/// fingerprint; else plans against the target's manifest when this machine's records agree with
/// it (no listing), else against its listing; refuses a plan that deletes too much; sends assets,
/// then pages, then entry points, recording each object as it arrives; deletes only once every
/// upload arrived; then writes the target's manifest when it changed.
public struct DeploySiteUseCase: Sendable {
    private let source: any DeploySource
    private let storage: any DeployStorage
    private let records: any DeployRecords

    public init(source: any DeploySource, storage: any DeployStorage, records: any DeployRecords) {
        self.source = source
        self.storage = storage
        self.records = records
    }

    /// Deploys the site.
    ///
    /// - Throws: ``DeployRefusal`` when the plan deletes too much (nothing changed then), what
    ///   the source or the storage threw while planning (nothing changed either), or what the
    ///   records threw. Failed uploads, deletes and manifest writes are not thrown: they are in
    ///   the outcome.
    public func execute(options: DeployOptions, progress: (any DeployProgress)? = nil) async throws -> DeployOutcome {
        let fingerprint = source.fingerprint
        let recordedTag = try records.manifestTag()
        let fetched = try await storage.fetchManifest(unlessTagged: recordedTag)
        if case .unchanged = fetched, !options.force, let fingerprint, try records.siteFingerprint() == fingerprint.digest {
            let plan = DeployPlan.upToDate(objects: fingerprint.files)
            progress?.planned(plan)
            return DeployOutcome(plan: plan, dryRun: options.dryRun)
        }
        let site = DeployManifest(entries: try source.files().map { file in
            DeployEntry(file: file, headers: options.headerRules.headers(for: file.key))
        })
        let recorded = try records.manifest()
        let published: DeployManifest?
        let publishedTag: String?
        let agree: Bool
        switch fetched {
        case .unchanged: (published, publishedTag, agree) = (recorded, recordedTag, true)
        case let .found(manifest, tag): (published, publishedTag, agree) = (manifest, tag, manifest == recorded)
        case .missing: (published, publishedTag, agree) = (nil, nil, false)
        }
        let remote: DeployPlanner.Remote
        if agree, let published {
            remote = .trusted(published)
        } else {
            var merged = published ?? DeployManifest()
            for entry in recorded?.sortedEntries ?? [] { merged.record(entry) }
            remote = .listed(try await storage.listObjects(), recorded: merged)
        }
        let plan = DeployPlanner.plan(site: site, remote: remote, force: options.force)
        if let refusal = options.deleteLimit.refusal(of: plan) { throw refusal }
        var outcome = DeployOutcome(plan: plan, dryRun: options.dryRun)
        progress?.planned(plan)
        guard !options.dryRun else { return outcome }

        if let listing = plan.listing, listing != recorded {
            try records.replace(with: listing)
        }
        for stage in plan.stages {
            try await upload(stage, concurrency: options.concurrency, into: &outcome, progress: progress)
            guard outcome.failures.isEmpty else { return outcome }
        }
        if !plan.deletes.isEmpty {
            try await delete(plan.deletes, into: &outcome, progress: progress)
            guard outcome.failures.isEmpty else { return outcome }
        }
        // A target that agreed with the records and needed nothing already holds the site's manifest.
        let manifestChanged = agree && plan.isEmpty ? false : published != site
        if manifestChanged {
            let tag: String
            do {
                tag = try await storage.saveManifest(site)
            } catch {
                outcome.failures.append(DeployFailure(key: ".marquee-deploy.json", reason: "\(error)"))
                return outcome
            }
            try records.recordManifestTag(tag, site: fingerprint?.digest)
            outcome.manifestWritten = true
        } else if let publishedTag, try records.manifestTag() != publishedTag || records.siteFingerprint() != fingerprint?.digest {
            try records.recordManifestTag(publishedTag, site: fingerprint?.digest)
        }
        return outcome
    }

    /// Sends `entries` with at most `concurrency` in flight; after a failure no new upload starts.
    private func upload(_ entries: [DeployEntry], concurrency: Int, into outcome: inout DeployOutcome, progress: (any DeployProgress)?) async throws {
        let source = self.source
        let storage = self.storage
        try await withThrowingTaskGroup(of: (DeployEntry, String?).self) { group in
            var next = entries.startIndex
            func startNext() {
                guard next < entries.endIndex else { return }
                let entry = entries[next]
                next += 1
                group.addTask {
                    do {
                        try await storage.upload(entry, contents: try source.contents(of: entry.key))
                        return (entry, nil)
                    } catch {
                        return (entry, "\(error)")
                    }
                }
            }
            for _ in 0..<concurrency { startNext() }
            while let (entry, failure) = try await group.next() {
                if let failure {
                    outcome.failures.append(DeployFailure(key: entry.key, reason: failure))
                    continue
                }
                try records.recordUploaded(entry)
                outcome.uploaded.append(entry.key)
                outcome.uploadedBytes += entry.file.size
                progress?.uploaded(entry)
                if outcome.failures.isEmpty { startNext() }
            }
        }
    }

    private func delete(_ keys: [String], into outcome: inout DeployOutcome, progress: (any DeployProgress)?) async throws {
        let failures: [DeployFailure]
        do {
            failures = try await storage.delete(keys)
        } catch {
            outcome.failures.append(DeployFailure(key: keys.first ?? "", reason: "\(error)"))
            return
        }
        let failed = Set(failures.map(\.key))
        let deleted = keys.filter { !failed.contains($0) }
        try records.recordDeleted(deleted)
        outcome.deleted = deleted
        outcome.failures += failures
        progress?.deleted(count: deleted.count)
    }
}
