import Foundation

/// Folds one Unicode scalar to the ASCII it contributes to a slug.
enum SlugFolding {
    enum Folded: Equatable {
        /// Lowercase ASCII letters and digits.
        case text(String)
        /// A combining mark: it adds nothing and does not separate words.
        case mark
        /// Anything else: it separates words.
        case separator
    }

    static func fold(_ scalar: Unicode.Scalar) -> Folded {
        if scalar.isASCII {
            let value = UInt8(scalar.value)
            switch value {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return .text(String(scalar))
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                return .text(String(Unicode.Scalar(value + 32)))
            default:
                return .separator
            }
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark:
            return .mark
        default:
            break
        }
        if let letters = letters[scalar] { return .text(letters) }
        guard scalar.properties.isAlphabetic || scalar.properties.generalCategory == .decimalNumber else {
            return .separator
        }
        let ascii = String(scalar).decomposedStringWithCompatibilityMapping.unicodeScalars
            .compactMap { part -> String? in
                guard part.isASCII, case .text(let text) = fold(part) else { return nil }
                return text
            }
            .joined()
        return ascii.isEmpty ? .separator : .text(ascii)
    }

    /// True when `scalar` can begin a character of a slug: a letter or a digit, not a lone mark.
    static func isWordStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    /// Letters that Unicode does not decompose into a base letter and marks.
    private static let letters: [Unicode.Scalar: String] = [
        "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe", "ø": "o", "Ø": "o", "ß": "ss", "ẞ": "ss",
        "ł": "l", "Ł": "l", "đ": "d", "Đ": "d", "ð": "d", "Ð": "d", "þ": "th", "Þ": "th",
        "ı": "i", "ħ": "h", "Ħ": "h",
    ]
}
