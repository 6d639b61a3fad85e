extension CountKey {
    /// The key's place in `allCases` (the order of its declaration), read from the enum's
    /// one-byte tag, so that a localization finds its forms without hashing the key's name.
    /// `LocalizationTableTests` check that the two orders agree.
    var position: Int { Int(unsafeBitCast(self, to: UInt8.self)) }
}
