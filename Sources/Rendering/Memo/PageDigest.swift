import Infrastructure

/// A digest of everything one page is rendered from besides the templates and the program: its
/// kind, its format and the typed values handed to its templates (the body's and the layout's).
/// Equal digests under the same templates and binary give byte-identical files, so a page whose
/// digest did not change since the last build can be kept instead of rendered.
///
/// The values are written in an unambiguous encoding (each value tagged with its type, texts and
/// lists length-prefixed, object fields in their order) and hashed with SHA-256 (Infrastructure's ``SHA256``, from libcrypto):
/// stable across runs and machines, and collision-safe.
public struct PageDigest: Hashable, Sendable, CustomStringConvertible {
    /// The 32 bytes of the SHA-256 digest, held inline: a build keeps one per page.
    private let words: (UInt64, UInt64, UInt64, UInt64)

    /// How many characters ``description`` has.
    public static let textLength = 64

    /// The 32 bytes.
    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        withUnsafeBytes(of: words, body)
    }

    /// 64 lowercase hex digits.
    public var description: String {
        withUnsafeBytes(of: words) { $0.hexDigits }
    }

    /// Reads a digest written by ``description``.
    public init?(_ text: String) {
        self.init(text[...])
    }

    /// Reads a digest written by ``description`` where it lies, as a line of a memo's text: its
    /// bytes are read in place, without a copy (a rebuild reads one for every page).
    public init?(_ text: Substring) {
        guard let words = text.utf8.withContiguousStorageIfAvailable(Self.words(hex:)) ?? Self.words(hex: Array(text.utf8)) else {
            return nil
        }
        self.words = words
    }

    /// How many characters ``compactDescription`` has.
    public static let compactTextLength = 43

    /// The 32 bytes in base64url without padding (RFC 4648, section 5): 43 characters, for the
    /// build memo, which keeps one for every page.
    public var compactDescription: String {
        withUnsafeBytes(of: words) { bytes in
            String(unsafeUninitializedCapacity: Self.compactTextLength) { text in
                var out = 0
                func put(_ value: UInt32, _ count: Int) {
                    for shift in stride(from: 18, to: 18 - 6 * count, by: -6) {
                        text[out] = Self.base64Alphabet[Int(value >> UInt32(shift) & 63)]
                        out += 1
                    }
                }
                var index = 0
                while index + 3 <= bytes.count {
                    put(UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2]), 4)
                    index += 3
                }
                // 32 bytes: two left, three characters.
                put(UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8, 3)
                return out
            }
        }
    }

    /// Reads a digest written by ``compactDescription`` where it lies.
    public init?(compact text: Substring) {
        guard let words = text.utf8.withContiguousStorageIfAvailable(Self.words(compact:)) ?? Self.words(compact: Array(text.utf8)) else {
            return nil
        }
        self.words = words
    }

    private static let base64Alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// The value of a base64url character.
    private static func sextet(_ character: UInt8) -> UInt32? {
        switch character {
        case 65...90: UInt32(character - 65)
        case 97...122: UInt32(character - 71)
        case 48...57: UInt32(character + 4)
        case 45: 62
        case 95: 63
        default: nil
        }
    }

    private static func words(compact: [UInt8]) -> (UInt64, UInt64, UInt64, UInt64)? {
        compact.withUnsafeBufferPointer(words(compact:))
    }

    /// Ten groups of four characters (three bytes each), then three characters for the last two
    /// bytes, whose two low bits are padding: zero, so that one digest has one text. Any
    /// character outside the alphabet makes the OR of the values read reach 64.
    private static func words(compact text: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64, UInt64, UInt64)? {
        guard text.count == compactTextLength else { return nil }
        var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        let parsed = withUnsafeMutableBytes(of: &words) { bytes in
            var seen: UInt32 = 0
            func value(at character: Int) -> UInt32 {
                let sextet = UInt32(sextets[Int(text[character])])
                seen |= sextet
                return sextet
            }
            for group in 0..<10 {
                let first = 4 * group
                let triple = value(at: first) << 18 | value(at: first + 1) << 12 | value(at: first + 2) << 6 | value(at: first + 3)
                bytes[3 * group] = UInt8(truncatingIfNeeded: triple >> 16)
                bytes[3 * group + 1] = UInt8(truncatingIfNeeded: triple >> 8)
                bytes[3 * group + 2] = UInt8(truncatingIfNeeded: triple)
            }
            let last = value(at: 40) << 12 | value(at: 41) << 6 | value(at: 42)
            bytes[30] = UInt8(truncatingIfNeeded: last >> 10)
            bytes[31] = UInt8(truncatingIfNeeded: last >> 2)
            return seen < 64 && last & 3 == 0
        }
        return parsed ? words : nil
    }

    /// Each byte's ``sextet(_:)``, or 64 for a byte outside the alphabet.
    private static let sextets: [UInt8] = (0...255).map { sextet(UInt8($0)).map(UInt8.init) ?? 64 }

    private static func words(hex: [UInt8]) -> (UInt64, UInt64, UInt64, UInt64)? {
        hex.withUnsafeBufferPointer(words(hex:))
    }

    private static func words(hex: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64, UInt64, UInt64)? {
        guard hex.count == textLength else { return nil }
        var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        let parsed = withUnsafeMutableBytes(of: &words) { bytes in
            for index in 0..<bytes.count {
                guard let high = nibble(hex[2 * index]), let low = nibble(hex[2 * index + 1]) else { return false }
                bytes[index] = high << 4 | low
            }
            return true
        }
        return parsed ? words : nil
    }

    /// The value of a lowercase hex digit.
    private static func nibble(_ character: UInt8) -> UInt8? {
        switch character {
        case 48...57: character - 48
        case 97...102: character - 87
        default: nil
        }
    }

    /// The digest of a page's values.
    static func of(kind: String, format: String, values: TemplateObject...) -> PageDigest {
        var encoding = CanonicalEncoding()
        encoding.append(.text(kind))
        encoding.append(.text(format))
        for object in values { encoding.append(.object(object)) }
        return PageDigest(bytes: SHA256.hash(encoding.bytes))
    }

    /// The digest of a memoized page in one format: its inputs' digest (``PageInputs/digest``),
    /// then the values of the site that every page shows (``SiteRenderer``'s), then the format.
    public static func of(inputs: PageDigest, site: PageInputs, format: String) -> PageDigest {
        var encoding = CanonicalEncoding(capacity: site.encoding.bytes.count + 96)
        // A digest has one length, so no other split of the same bytes reads alike.
        encoding.append(inputs)
        encoding.bytes += site.encoding.bytes
        encoding.append(.text(format))
        return PageDigest(bytes: SHA256.hash(encoding.bytes))
    }

    /// The same for the inputs themselves.
    public static func of(inputs: PageInputs, site: PageInputs, format: String) -> PageDigest {
        of(inputs: inputs.digest, site: site, format: format)
    }

    init(bytes: [UInt8]) {
        var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        withUnsafeMutableBytes(of: &words) { $0.copyBytes(from: bytes) }
        self.words = words
    }

    public static func == (lhs: PageDigest, rhs: PageDigest) -> Bool {
        lhs.words == rhs.words
    }

    public func hash(into hasher: inout Hasher) {
        withUnsafeBytes(of: words) { hasher.combine(bytes: $0) }
    }
}

/// Template values as bytes: a tag byte per value, then for a text its UTF-8 length and bytes,
/// for a number its 64 bits, for a list or an object its count and its elements (an object's
/// as name, value pairs), for a digest its 32 bytes. No two different values give the same bytes.
struct CanonicalEncoding: Sendable {
    var bytes: [UInt8] = []

    init(capacity: Int = 4096) {
        bytes.reserveCapacity(capacity)
    }

    mutating func append(_ value: TemplateValue) {
        switch value {
        case .text(let text):
            bytes.append(0x73)
            appendText(text)
        case .number(let number):
            bytes.append(0x69)
            appendWord(number)
        case .flag(let flag):
            bytes.append(flag ? 0x54 : 0x46)
        case .list(let list):
            bytes.append(0x61)
            appendWord(list.count)
            for element in list { append(element) }
        case .object(let object):
            bytes.append(0x6D)
            appendWord(object.fields.count)
            for field in object.fields {
                appendText(field.name)
                append(field.value)
            }
        }
    }

    /// A digest: its own tag, then its 32 bytes.
    mutating func append(_ digest: PageDigest) {
        bytes.append(0x64)
        digest.withBytes { bytes.append(contentsOf: $0) }
    }

    private mutating func appendText(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            appendWord(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    private mutating func appendWord(_ number: Int) {
        withUnsafeBytes(of: Int64(number).littleEndian) { bytes.append(contentsOf: $0) }
    }
}
