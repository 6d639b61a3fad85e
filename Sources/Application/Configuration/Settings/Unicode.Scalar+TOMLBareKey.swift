extension Unicode.Scalar {
    /// Whether TOML 1.0 allows the scalar in a bare key: ASCII letters and digits, `-` and `_`.
    var isTOMLBareKeyScalar: Bool {
        switch self {
        case "A"..."Z", "a"..."z", "0"..."9", "-", "_": true
        default: false
        }
    }
}
