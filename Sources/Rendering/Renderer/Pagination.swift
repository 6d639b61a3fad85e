import Presentation

/// Previous and next links of a paged list.
struct Pagination {
    let page: Int
    let pageCount: Int
    /// The HTML site path of page `n`.
    let path: (Int) -> String

    func context(_ links: PageLinks, localization: Localization) -> TemplateObject? {
        guard pageCount > 1 else { return nil }
        var context: TemplateObject = [
            "page": .number(page), "pageCount": .number(pageCount),
            "label": .text(localization.text(.layoutPageOf, ["page": localization.number(page), "count": localization.number(pageCount)])),
        ]
        if page > 1 { context["previousHref"] = .text(links.page(path(page - 1))) }
        if page < pageCount { context["nextHref"] = .text(links.page(path(page + 1))) }
        return context
    }
}
