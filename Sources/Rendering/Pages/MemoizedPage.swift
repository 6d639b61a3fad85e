/// A page made only when its inputs changed since the last build: when the build memo says the
/// published page at ``path`` was made from the same inputs (in every format of the site), it is
/// kept as it is and ``make`` is never called, so neither its view models nor its templates run.
public struct MemoizedPage: Sendable {
    /// The page's site path, as ``SitePath`` gives it (e.g. `person/ada-lovelace/`).
    public let path: String
    /// The digest of what the page is made from (``PageInputs/digest``): a page waiting to be
    /// made holds 32 bytes, not every value.
    public let inputs: PageDigest
    /// Makes the page; called only when it cannot be kept.
    public let make: @Sendable () -> SitePage

    public init(path: String, inputs: PageDigest, make: @escaping @Sendable () -> SitePage) {
        self.path = path
        self.inputs = inputs
        self.make = make
    }

    public init(path: String, inputs: PageInputs, make: @escaping @Sendable () -> SitePage) {
        self.init(path: path, inputs: inputs.digest, make: make)
    }
}
