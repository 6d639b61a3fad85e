import Foundation

/// Makes text from the data safe to place in Markdown, where it must show literally.
enum MarkdownText {
    /// `text` with every ASCII punctuation character that can take part in Markdown syntax
    /// backslash-escaped and every run of white space or control characters folded into one
    /// space, so that it can start no Markdown construct, entity or line of its own. The marks
    /// that never can (`,` `/` `'` `"` `;` `?` `%`) stay as they are, so Markdown pages read well.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: needsWork) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + text.utf8.count / 4)
        var inSpace = false
        for byte in text.utf8 {
            if isSpaceOrControl(byte) {
                if !inSpace { bytes.append(UInt8(ascii: " ")) }
                inSpace = true
                continue
            }
            inSpace = false
            if isMarkdownPunctuation(byte) { bytes.append(UInt8(ascii: "\\")) }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A destination for a Markdown link or image, in `<...>` form, for a URL from the data;
    /// nil unless it is an `http` or `https` URL. It is ``webURL(_:)``, with `&` written as
    /// `&amp;` so that it never starts an entity (libcmark decodes entities in a destination
    /// before backslash escapes).
    static func linkDestination(forURL url: String) -> String? {
        webURL(url).map { "<" + $0.replacingOccurrences(of: "&", with: "&amp;") + ">" }
    }

    /// A URL from the data, fit for an attribute or a link destination: nil unless it is an
    /// `http` or `https` URL; space, control characters and `<`, `>`, `"` and `\` (which could
    /// end a destination or start an escape) are percent-encoded.
    static func webURL(_ url: String) -> String? {
        guard hasWebScheme(url) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(url.utf8.count + 8)
        for byte in url.utf8 {
            switch byte {
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"), UInt8(ascii: " "), UInt8(ascii: "\""),
                 0x00..<0x20, 0x7F:
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            default:
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hasWebScheme(_ url: String) -> Bool {
        for scheme in ["http://", "https://"] {
            let prefix = url.utf8.prefix(scheme.utf8.count)
            if prefix.count == scheme.utf8.count,
               zip(prefix, scheme.utf8).allSatisfy({ lowercased($0) == $1 }) {
                return true
            }
        }
        return false
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    private static func needsWork(_ byte: UInt8) -> Bool {
        isSpaceOrControl(byte) || isMarkdownPunctuation(byte)
    }

    private static func isSpaceOrControl(_ byte: UInt8) -> Bool {
        byte <= 0x20 || byte == 0x7F
    }

    private static func isMarkdownPunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "/"), UInt8(ascii: "'"), UInt8(ascii: "\""),
             UInt8(ascii: ";"), UInt8(ascii: "?"), UInt8(ascii: "%"):
            false
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: true
        default: false
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)
}
