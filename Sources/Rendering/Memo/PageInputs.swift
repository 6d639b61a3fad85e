import Infrastructure

/// What a page is made from, known before its view models are made: the entities and values its
/// bytes depend on besides the templates and the program (which the build memo's render
/// fingerprint covers) and what every page of the site shows (the renderer's site name, language,
/// base URL, formats and poster display, added by the renderer). A page whose inputs are those of
/// the last build is kept without being made (``MemoizedPage``).
///
/// Values are appended in an unambiguous encoding (``PageDigest``'s: tagged, length-prefixed), so
/// two different sequences of values never give the same digest.
public struct PageInputs: Sendable {
    var encoding = CanonicalEncoding(capacity: 256)

    /// Inputs of a page of `kind` (``PageKind``'s raw value), told apart from every other kind's.
    public init(kind: String) {
        encoding.append(.text("inputs:" + kind))
    }

    /// The SHA-256 digest of the values appended, to compare them with an earlier build's without
    /// keeping them.
    public var digest: PageDigest {
        PageDigest(bytes: SHA256.hash(encoding.bytes))
    }

    public mutating func append(_ text: String) {
        encoding.append(.text(text))
    }

    public mutating func append(_ number: Int) {
        encoding.append(.number(number))
    }

    /// An optional number: absent and present never read alike.
    public mutating func append(_ number: Int?) {
        appendOptional(number.map(TemplateValue.number))
    }

    /// An optional text: absent and empty never read alike.
    public mutating func append(_ text: String?) {
        appendOptional(text.map(TemplateValue.text))
    }

    /// Whether the value is there, then the value.
    private mutating func appendOptional(_ value: TemplateValue?) {
        encoding.append(.flag(value != nil))
        if let value { encoding.append(value) }
    }

    public mutating func append(_ flag: Bool) {
        encoding.append(.flag(flag))
    }

    /// An optional number with a fraction, by its bits (so `0.1` and `0.1000001` differ).
    public mutating func append(_ number: Double?) {
        append(number.map { Int(truncatingIfNeeded: $0.bitPattern) })
    }

    /// A list of texts, its length first.
    public mutating func append(_ texts: [String]) {
        appendCount(texts.count)
        for text in texts { append(text) }
    }

    /// Another digest (of what a part of the page is made from), as its 32 bytes.
    public mutating func append(_ digest: PageDigest) {
        encoding.append(digest)
    }

    /// A list's length, before its elements, so that lists side by side cannot be confused.
    public mutating func appendCount(_ count: Int) {
        encoding.append(.number(count))
    }
}
