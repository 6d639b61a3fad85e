extension Duration {
    /// In seconds, as a `Double`.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

extension ContinuousClock.Instant {
    /// The seconds from this instant to now.
    var secondsElapsed: Double {
        duration(to: .now).seconds
    }
}
