/// A page ready to lay out in one format: its Markdown body template and context, and the parts
/// the layout draws itself (trail, movie cards, pagination, featured poster).
struct PageContent {
    let links: PageLinks
    /// The document title.
    let title: String
    let kind: PageKind
    let template: PageTemplate
    let context: TemplateObject
    var breadcrumbs: [Breadcrumb] = []
    /// Movies shown as cards (a list in Markdown), from ``MoviesListItemViewModel/card(_:posters:)``.
    var cards: [TemplateValue] = []
    var pagination: Pagination?
    /// The poster beside a movie's details.
    var feature: TemplateObject?
    /// The feed the page announces (``SiteRenderer/feedLink(forSearch:_:)``).
    var feed: TemplateObject?
    /// The page's summary for search engines and link previews, from its view models.
    var description: String?
    /// A movie page's OpenGraph values (``SiteRenderer/openGraph(_:links:)``).
    var openGraph: TemplateObject?
    /// A movie page's JSON-LD, escaped for a `<script>` element already.
    var jsonLD: String?
}
