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
    /// True when the target had to be listed (its manifest and this machine's records disagreed).
    public let listed: Bool
    /// The site: what the target holds once the plan is carried out.
    public let site: DeployManifest
    /// What the target is known to hold now, object for object.
    public let known: DeployManifest

    public init(uploads: [DeployEntry], deletes: [String], unchanged: Int, remoteCount: Int, listed: Bool, site: DeployManifest, known: DeployManifest) {
        self.uploads = uploads
        self.deletes = deletes
        self.unchanged = unchanged
        self.remoteCount = remoteCount
        self.listed = listed
        self.site = site
        self.known = known
    }

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
