/// What one target holds, object by object (keys relative to the site's root): kept in the state
/// database and in the target itself, so that a deploy with nothing changed needs no listing.
public struct DeployManifest: Sendable, Hashable {
    public private(set) var entries: [String: DeployEntry]

    public init(entries: [DeployEntry] = []) {
        var byKey: [String: DeployEntry] = [:]
        for entry in entries { byKey[entry.key] = entry }
        self.entries = byKey
    }

    public subscript(key: String) -> DeployEntry? {
        entries[key]
    }

    public var count: Int { entries.count }

    /// The entries in key order.
    public var sortedEntries: [DeployEntry] {
        entries.values.sorted { $0.key < $1.key }
    }

    public mutating func record(_ entry: DeployEntry) {
        entries[entry.key] = entry
    }

    public mutating func remove(_ key: String) {
        entries[key] = nil
    }
}
