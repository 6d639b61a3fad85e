/// What a deploy will do: the objects to send, in the order they are sent, and the keys to delete
/// once every upload has arrived.
public struct DeployPlan: Sendable, Hashable {
    /// The objects to send, assets first, then pages, then entry points (``DeployStage``).
    public let uploads: [DeployEntry]
    /// The keys to delete, in key order.
    public let deletes: [String]
    /// Objects already in the target as the site has them.
    public let unchanged: Int
    /// Objects of the site in the target before the deploy.
    public let remoteCount: Int
    /// What the target's listing showed it to hold, object for object, when it had to be listed
    /// (its manifest and this machine's records disagreed); nil when its manifest was trusted.
    public let listing: DeployManifest?

    public init(uploads: [DeployEntry], deletes: [String], unchanged: Int, remoteCount: Int, listing: DeployManifest?) {
        self.uploads = uploads
        self.deletes = deletes
        self.unchanged = unchanged
        self.remoteCount = remoteCount
        self.listing = listing
    }

    /// The plan of a target that already holds the `objects` of the site.
    public static func upToDate(objects: Int) -> DeployPlan {
        DeployPlan(uploads: [], deletes: [], unchanged: objects, remoteCount: objects, listing: nil)
    }

    /// True when the target had to be listed.
    public var listed: Bool { listing != nil }

    /// The bytes the uploads send.
    public var uploadBytes: Int64 {
        uploads.reduce(0) { $0 + $1.file.size }
    }

    /// True when the target already is the site.
    public var isEmpty: Bool { uploads.isEmpty && deletes.isEmpty }

    /// The uploads stage by stage, each stage finished before the next starts.
    public var stages: [[DeployEntry]] {
        DeployStage.allCases.map { stage in uploads.filter { DeployStage(key: $0.key) == stage } }.filter { !$0.isEmpty }
    }
}
