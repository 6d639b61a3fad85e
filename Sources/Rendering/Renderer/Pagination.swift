/// Previous and next links of a paged list.
struct Pagination {
    let page: Int
    let pageCount: Int
    /// The HTML site path of page `n`.
    let path: (Int) -> String

    func context(_ links: PageLinks) -> [String: Any]? {
        guard pageCount > 1 else { return nil }
        var context: [String: Any] = ["page": page, "pageCount": pageCount]
        if page > 1 { context["previousHref"] = links.page(path(page - 1)) }
        if page < pageCount { context["nextHref"] = links.page(path(page + 1)) }
        return context
    }
}
