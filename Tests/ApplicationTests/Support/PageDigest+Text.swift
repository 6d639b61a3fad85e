import Rendering

extension PageDigest {
    /// The digest of a page made from `text` alone: a distinct digest for each text.
    static func of(_ text: String) -> PageDigest {
        var inputs = PageInputs(kind: "test")
        inputs.append(text)
        return inputs.digest
    }
}
