extension PublishSummary {
    /// How many site paths each of a publication's lists holds: all that a build's report and
    /// summary line say of them, and all that a site kept as it is knows without making a
    /// string of each of its paths.
    public struct Counts: Sendable, Equatable {
        public let written: Int
        public let unchanged: Int
        public let removed: Int

        public init(written: Int, unchanged: Int, removed: Int) {
            self.written = written
            self.unchanged = unchanged
            self.removed = removed
        }
    }

    public var counts: Counts {
        Counts(written: written.count, unchanged: unchanged.count, removed: removed.count)
    }
}
