import FuzzSupport
import Infrastructure
@testable import Rendering

/// Any text from the data, escaped for Markdown and rendered through libcmark: it must come back
/// as exactly that text (white space runs folded to one space, as the escaper documents, and
/// HTML-escaped by libcmark) in one paragraph, never as markup: no emphasis, link, code, heading,
/// list, entity or raw HTML; and in every place a template can put a value (after three spaces
/// of indentation, right before a link, …), ``MarkdownRoundTrip`` finds it shown as it is.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkdownText(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: fuzzBytes(data, size), as: UTF8.self)
    let html = CommonMarkRenderer().html(from: MarkdownText.escaped(text))
    let shown = foldedWhiteSpace(text)
    let expected = shown.isEmpty ? "" : "<p>" + htmlEscaped(shown) + "</p>\n"
    fuzzRequire(html == expected, "\(text.debugDescription) renders as \(html.debugDescription), not \(expected.debugDescription)")
    if let failure = MarkdownRoundTrip.failure(for: text) {
        fuzzFail(failure)
    }
    return 0
}

/// `text` with each run of ASCII white space and control characters as one space, the trailing
/// one dropped; a leading one stays (the escaper writes it as `&#32;`) unless it is all the text.
private func foldedWhiteSpace(_ text: String) -> String {
    var bytes: [UInt8] = []
    for byte in text.utf8 {
        if byte <= 0x20 || byte == 0x7F {
            if bytes.last != 0x20 { bytes.append(0x20) }
        } else {
            bytes.append(byte)
        }
    }
    while bytes.last == 0x20 { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
}

/// `text` as libcmark writes text into HTML: `&`, `<`, `>` and `"` as entities, byte by byte
/// (a combining mark after `<` does not protect it).
private func htmlEscaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result
}
