/// One `name=value` pair of a URL query. Endpoints keep them in an array, so a request's URL is
/// always spelled the same way.
public struct QueryParameter: Sendable, Hashable {
    public let name: String
    public let value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    /// `name=value`, both percent-encoded so that only RFC 3986 unreserved characters stay as
    /// they are (`+`, `&`, `=` and spaces are always escaped).
    public var percentEncoded: String {
        "\(Self.percentEncode(name))=\(Self.percentEncode(value))"
    }

    /// Percent-encodes every byte of `text` that is not an RFC 3986 unreserved character.
    public static func percentEncode(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            if isUnreserved(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return encoded
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
