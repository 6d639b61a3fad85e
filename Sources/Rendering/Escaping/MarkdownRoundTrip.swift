import Infrastructure

/// The promise of Markdown escaping, checkable for any text (by the tests and by a fuzz target):
/// the escaped text, placed where templates place values and rendered by libcmark, shows exactly
/// the text (its white space folded) and never turns into markup.
public enum MarkdownRoundTrip {
    /// Where a value can stand in a Markdown template (the Markdown around it), the HTML libcmark
    /// makes around it, and whether the value's trailing spaces are dropped there (a leading space
    /// is written as an entity, so it shows everywhere).
    private static let contexts: [(before: String, after: String, htmlBefore: String, htmlAfter: String, trims: Bool)] = [
        ("", "", "<p>", "</p>\n", true),
        ("Before ", " after", "<p>Before ", " after</p>\n", false),
        ("# ", "", "<h1>", "</h1>\n", true),
        ("- ", "", "<ul>\n<li>", "</li>\n</ul>\n", true),
        ("> ", "", "<blockquote>\n<p>", "</p>\n</blockquote>\n", true),
        ("Title\n", "", "<p>Title\n", "</p>\n", true),
        ("[", "](https://example.com/)", "<p><a href=\"https://example.com/\">", "</a></p>\n", false),
        ("See ", "[link](https://example.com/)", "<p>See ", "<a href=\"https://example.com/\">link</a></p>\n", false),
        ("   ", "", "<p>", "</p>\n", true),
    ]

    /// `text` escaped for Markdown, as templates escape `{{name}}`.
    public static func escaped(_ text: String) -> String {
        MarkdownText.escaped(text)
    }

    /// Nil when `text`, escaped, comes back as exactly itself in every context; otherwise what
    /// went wrong, with the Markdown and the HTML.
    public static func failure(for text: String, markdown: CommonMarkRenderer = CommonMarkRenderer()) -> String? {
        let escaped = MarkdownText.escaped(text)
        let folded = MarkdownText.folded(text)
        let shown = String(String.UnicodeScalarView(folded))
        let trimmed = String(String.UnicodeScalarView(folded.reversed().drop { $0 == " " }.reversed()))
        for context in contexts {
            let expectedText = context.trims ? trimmed : shown
            if expectedText.isEmpty { continue }
            // A value never starts a page, where libcmark would drop a byte-order mark.
            let source = "Intro\n\n" + context.before + escaped + context.after
            let html = markdown.html(from: source)
            let expected = "<p>Intro</p>\n" + context.htmlBefore + htmlEscaped(expectedText) + context.htmlAfter
            if html != expected {
                return "text \(text.debugDescription) escaped as \(escaped.debugDescription): \(source.debugDescription) became \(html.debugDescription), not \(expected.debugDescription)"
            }
        }
        return nil
    }

    /// Text as libcmark writes it in HTML: scalar by scalar, so a mark combining with `<` does not
    /// keep it from being escaped (``MarkupEscaping`` works by character, for Mustache).
    private static func htmlEscaped(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result.append(contentsOf: "&amp;".unicodeScalars)
            case "<": result.append(contentsOf: "&lt;".unicodeScalars)
            case ">": result.append(contentsOf: "&gt;".unicodeScalars)
            case "\"": result.append(contentsOf: "&quot;".unicodeScalars)
            default: result.append(scalar)
            }
        }
        return String(result)
    }
}
