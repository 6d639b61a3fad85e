import CCmark
import CMarkdownArena

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Converts CommonMark to an HTML fragment with libcmark.
///
/// Always runs in libcmark's safe mode: raw HTML is replaced by a comment and links or images
/// whose destination uses a dangerous scheme (`javascript:`, `vbscript:`, `file:`, most `data:`)
/// get an empty destination. Punctuation is left as written (no "smart" quotes or dashes).
public struct CommonMarkRenderer: Sendable, Hashable {
    /// How the converter treats line breaks inside paragraphs.
    public enum LineBreaks: Sendable, Hashable {
        /// A newline inside a paragraph stays a newline (the CommonMark default).
        case soft
        /// A newline inside a paragraph becomes `<br />`.
        case hard
    }

    public let lineBreaks: LineBreaks

    public init(lineBreaks: LineBreaks = .soft) {
        self.lineBreaks = lineBreaks
    }

    /// The HTML for `markdown`; empty input gives an empty string.
    public func html(from markdown: String) -> String {
        var markdown = markdown
        return markdown.withUTF8(html(of:))
    }

    /// The HTML for the Markdown in UTF-8 `bytes` (as a page's body is rendered); the same as
    /// ``html(from:)`` for the same text.
    public func html(fromUTF8 bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer(html(of:))
    }

    private func html(of bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard let start = bytes.baseAddress, bytes.count > 0 else { return "" }
        let text = UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self)
        var length = 0
        if let html = marquee_markdown_to_html(text, bytes.count, options, &length) {
            return String(decoding: UnsafeRawBufferPointer(start: html, count: length), as: UTF8.self)
        }
        // No memory for the thread's arena: libcmark's own allocations, as a last resort.
        guard let html = cmark_markdown_to_html(text, bytes.count, options) else { return "" }
        defer { free(html) }
        return String(cString: html)
    }

    private var options: Int32 {
        switch lineBreaks {
        case .soft: CMARK_OPT_DEFAULT
        case .hard: CMARK_OPT_HARDBREAKS
        }
    }
}
