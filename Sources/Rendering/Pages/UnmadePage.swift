/// A page a build asks to keep as the last build published it, without making it
/// (``SiteRenderer/keptFiles(_:)``).
public struct UnmadePage: Sendable {
    /// The page's site path, as ``SitePath`` gives it.
    public let path: String
    /// The digest of what the page is made from (``PageInputs/digest``): it is kept when the last
    /// build made it from the same. Nil when the build knows that nothing the page reads changed
    /// since the last build: it is kept when the memo knows the files the last build made.
    public let inputs: PageDigest?

    public init(path: String, inputs: PageDigest? = nil) {
        self.path = path
        self.inputs = inputs
    }
}
