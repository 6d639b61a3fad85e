/// A kind of file a page is written as.
public enum PageFormat: String, Sendable, CaseIterable {
    /// `index.html`: the browsable site, with the layout, stylesheet and search box.
    case html
    /// `index.md` beside it: the same content as Markdown, readable anywhere, linking to the
    /// other Markdown pages.
    case markdown
}
