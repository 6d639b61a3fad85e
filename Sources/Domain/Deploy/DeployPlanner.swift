/// Works out a ``DeployPlan`` by comparing the site with what the target holds.
public enum DeployPlanner {
    /// What is known of the target.
    public enum Remote: Sendable {
        /// Its manifest and this machine's records agree: it holds exactly this.
        case trusted(DeployManifest)
        /// Its listing, and the entries recorded for it (by this machine or in its manifest). A
        /// listed object counts as a recorded entry only when its size and ETag are the entry's.
        case listed([RemoteObject], recorded: DeployManifest)
    }

    /// The plan that makes the target equal to `site`; `force` sends every object again.
    public static func plan(site: DeployManifest, remote: Remote, force: Bool) -> DeployPlan {
        let known: DeployManifest
        let remoteKeys: [String]
        switch remote {
        case let .trusted(manifest):
            known = manifest
            remoteKeys = Array(manifest.entries.keys)
        case let .listed(objects, recorded):
            known = DeployManifest(entries: objects.compactMap { object in
                guard let entry = recorded[object.key], entry.file.size == object.size,
                      entry.file.md5 == object.etag.lowercased() else { return nil }
                return entry
            })
            remoteKeys = objects.map(\.key)
        }
        var uploads: [DeployEntry] = []
        var unchanged = 0
        for entry in site.entries.values {
            if !force, known[entry.key] == entry {
                unchanged += 1
            } else {
                uploads.append(entry)
            }
        }
        uploads = uploads.map { (DeployStage(key: $0.key), $0) }
            .sorted { ($0.0, $0.1.key) < ($1.0, $1.1.key) }
            .map(\.1)
        let deletes = remoteKeys.filter { site[$0] == nil }.sorted()
        let listing: DeployManifest? = if case .listed = remote { known } else { nil }
        return DeployPlan(uploads: uploads, deletes: deletes, unchanged: unchanged, remoteCount: remoteKeys.count, listing: listing)
    }
}
