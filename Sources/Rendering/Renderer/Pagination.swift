/// Previous and next links of a paged list, and what the page between them says it is.
struct Pagination {
    /// `Page 2 of 3`, or a collection page's range of titles.
    let label: String
    /// The HTML site paths of the pages before and after, if any.
    let previousPath: String?
    let nextPath: String?
    /// Every page of the list, on the page that lists them all (a collection's first); else empty.
    var index: [Entry] = []
    /// A numbered list's `page` and `pageCount`, for templates.
    private var numbers: TemplateObject = [:]

    /// A page of the list as ``index`` names it.
    struct Entry {
        let label: String
        let path: String
        let isCurrent: Bool
    }

    init(label: String, previousPath: String?, nextPath: String?) {
        self.label = label
        self.previousPath = previousPath
        self.nextPath = nextPath
    }

    /// Page `page` of `pageCount`, labelled `label` (``SiteRenderer/pageOf(_:_:)``), page `n` at `path(n)`.
    init(page: Int, pageCount: Int, label: String, path: (Int) -> String) {
        self.init(
            label: label,
            previousPath: page > 1 ? path(page - 1) : nil,
            nextPath: page < pageCount ? path(page + 1) : nil
        )
        numbers = ["page": .number(page), "pageCount": .number(pageCount)]
    }

    func context(_ links: PageLinks) -> TemplateObject? {
        guard previousPath != nil || nextPath != nil else { return nil }
        var context = numbers
        context["label"] = .text(label)
        if let previousPath { context["previousHref"] = .text(links.page(previousPath)) }
        if let nextPath { context["nextHref"] = .text(links.page(nextPath)) }
        context["hasPages"] = .flag(!index.isEmpty)
        context["pages"] = .list(index.map { entry in
            .object(["label": .text(entry.label), "href": .text(links.page(entry.path)), "isCurrent": .flag(entry.isCurrent)])
        })
        return context
    }
}
