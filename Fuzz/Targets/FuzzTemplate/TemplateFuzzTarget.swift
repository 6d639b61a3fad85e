import FuzzSupport
@testable import Rendering

/// Any bytes as a user's template: the text before the first NUL, with the rest (plus a piece of
/// markup) as the value of every variable. A template swift-mustache accepts renders through the
/// compiled renderer to exactly the bytes swift-mustache gives; and unless the template asks for
/// unescaped output (`{{{…}}}`, `{{&…}}`, a content type, new delimiters), a value never
/// becomes markup in the page.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplate(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let split = bytes.firstIndex(of: 0) ?? bytes.endIndex
    let text = String(decoding: bytes[..<split], as: UTF8.self)
    let value = String(decoding: bytes[split...].dropFirst(), as: UTF8.self) + marker
    guard let template = try? PageTemplate(parsing: text) else { return 0 }
    let context = fuzzContext(value)
    let page = template.render(context)
    fuzzRequire(page == template.mustacheOnly.render(context),
                "the compiled renderer and swift-mustache differ for \(text.debugDescription)")
    if !asksForRawOutput(text), !text.contains(marker), !value.dropLast(marker.count).contains("fz>") {
        fuzzRequire(!page.contains(marker), "a value became markup in \(text.debugDescription)")
    }
    return 0
}

private let marker = "<fz>"

/// The shapes a page context has: texts, numbers, flags, lists of objects, empty lists.
private func fuzzContext(_ value: String) -> TemplateObject {
    let item: TemplateObject = ["title": .text(value), "name": .text(value), "url": .text(value), "year": .number(1999)]
    return [
        "title": .text(value), "name": .text(value), "text": .text(value), "url": .text(value), "count": .number(3),
        "flag": .flag(true), "none": .flag(false),
        "items": .list([.object(item), .object(["title": .text(value), "flag": .flag(false)])]), "empty": .list([]),
        "nested": .object(item), "names": .list([.text(value), .text(value)]),
    ]
}

/// Whether a tag in `text` writes a value unescaped or changes how values are escaped.
private func asksForRawOutput(_ text: String) -> Bool {
    var rest = Substring(text)
    while let open = rest.range(of: "{{") {
        rest = rest[open.upperBound...]
        if let first = rest.first(where: { !$0.isWhitespace }), "{&%=".contains(first) { return true }
    }
    return false
}
