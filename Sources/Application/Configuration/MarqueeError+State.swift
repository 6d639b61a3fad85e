extension MarqueeError {
    /// The state file cannot be used; says how to look closer and how to start afresh.
    static func unusableState(path: String, reason: String) -> MarqueeError {
        MarqueeError(
            .failed,
            "The state file \(path) cannot be used: \(reason) "
                + "Run `marquee state check --state \(path)` for details, or `marquee state reset --state \(path)` "
                + "to move it aside (nothing is deleted) and start with an empty state."
        )
    }
}
