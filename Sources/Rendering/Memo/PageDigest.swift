/// A digest of everything one page is rendered from besides the templates and the program: its
/// kind, its format and the exact values handed to its templates (the body's context and the
/// layout's). Equal digests under the same templates and binary give byte-identical files, so a
/// page whose digest did not change since the last build can be kept instead of rendered.
///
/// Stable across runs and machines: values are written in a canonical form (dictionary keys
/// sorted, each value tagged with its type) and hashed eight bytes at a time into two independent
/// 64-bit multiply-and-shift states (128 bits in all), never with Swift's per-process seeded
/// `Hasher`.
public struct PageDigest: Hashable, Sendable, CustomStringConvertible {
    let first: UInt64
    let second: UInt64

    /// 32 hex digits.
    public var description: String {
        hex(first) + hex(second)
    }

    /// Reads a digest written by ``description``.
    public init?(_ text: String) {
        guard text.utf8.count == 32, let first = UInt64(text.prefix(16), radix: 16), let second = UInt64(text.suffix(16), radix: 16) else {
            return nil
        }
        self.first = first
        self.second = second
    }

    init(first: UInt64, second: UInt64) {
        self.first = first
        self.second = second
    }

    /// The digest of a page's values, or nil when one of them is of a type without a canonical
    /// form (such a page is simply always rendered).
    static func of(kind: String, format: String, values: [String: Any]...) -> PageDigest? {
        var encoder = CanonicalEncoder()
        encoder.append(kind)
        encoder.append(format)
        for dictionary in values {
            guard encoder.append(dictionary) else { return nil }
        }
        return encoder.digest
    }

    private func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// Writes template values as tagged 64-bit words (strings as their length, then their UTF-8
/// bytes eight at a time) and hashes them as it goes.
private struct CanonicalEncoder {
    private var first: UInt64 = 0xCBF2_9CE4_8422_2325
    private var second: UInt64 = 0x8422_2325_CBF2_9CE4

    var digest: PageDigest {
        // A final avalanche so that the last words affect every bit.
        PageDigest(first: Self.mix(first), second: Self.mix(second ^ first >> 7))
    }

    mutating func append(word: UInt64) {
        first = (first ^ word) &* 0x0000_0100_0000_01B3
        first ^= first >> 29
        second = (second ^ (word &+ 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
        second ^= second >> 31
    }

    mutating func append(tag: UInt8) {
        append(word: UInt64(tag))
    }

    mutating func append(_ number: Int) {
        append(word: UInt64(bitPattern: Int64(number)))
    }

    mutating func append(_ text: String) {
        append(tag: 0x73)
        var text = text
        text.withUTF8 { bytes in
            append(bytes.count)
            let raw = UnsafeRawBufferPointer(bytes)
            let words = raw.count / 8
            for index in 0..<words {
                append(word: raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
            }
            var tail: UInt64 = 0
            for index in (words * 8)..<raw.count {
                tail |= UInt64(raw[index]) << UInt64((index - words * 8) * 8)
            }
            if raw.count % 8 != 0 { append(word: tail) }
        }
    }

    /// Appends a value; false when its type has no canonical form here. The commonest types are
    /// tried first: this runs for every value of every page.
    mutating func append(any value: Any) -> Bool {
        // Exact types first: comparing metatypes is cheap, a failed cast to a collection is not.
        let type = Swift.type(of: value)
        if type == String.self {
            append(value as! String)
            return true
        } else if type == [String: Any].self {
            return append(value as! [String: Any])
        } else if type == Bool.self {
            append(tag: (value as! Bool) ? 0x54 : 0x46)
            return true
        } else if type == Int.self {
            append(tag: 0x69)
            append(value as! Int)
            return true
        } else if type == [[String: Any]].self {
            let dictionaries = value as! [[String: Any]]
            append(tag: 0x61)
            append(dictionaries.count)
            for dictionary in dictionaries {
                guard append(dictionary) else { return false }
            }
            return true
        }
        return appendConverting(value)
    }

    /// Any other value, through casts (which also convert, e.g. `[String: String]` to
    /// `[String: Any]`, giving the same words as the exact types above).
    private mutating func appendConverting(_ value: Any) -> Bool {
        if let text = value as? String {
            append(text)
        } else if let dictionary = value as? [String: Any] {
            return append(dictionary)
        } else if let dictionaries = value as? [[String: Any]] {
            append(tag: 0x61)
            append(dictionaries.count)
            for dictionary in dictionaries {
                guard append(dictionary) else { return false }
            }
        } else if let flag = value as? Bool {
            append(tag: flag ? 0x54 : 0x46)
        } else if let number = value as? Int {
            append(tag: 0x69)
            append(number)
        } else if let texts = value as? [String] {
            append(tag: 0x61)
            append(texts.count)
            for text in texts { append(text) }
        } else if let number = value as? Double {
            append(tag: 0x64)
            append(Int(bitPattern: UInt(number.bitPattern)))
        } else if let array = value as? [Any] {
            append(tag: 0x61)
            append(array.count)
            for element in array {
                guard append(any: element) else { return false }
            }
        } else {
            return false
        }
        return true
    }

    /// A dictionary: its entries sorted by key.
    mutating func append(_ dictionary: [String: Any]) -> Bool {
        append(tag: 0x6D)
        append(dictionary.count)
        for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) {
            append(key)
            guard append(any: value) else { return false }
        }
        return true
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value = value &* 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        value = value &* 0xC4CE_B9FE_1A85_EC53
        value ^= value >> 33
        return value
    }
}
