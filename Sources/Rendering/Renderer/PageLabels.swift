import Presentation

/// The words of the templates in the site's language, made once per renderer: each template
/// reads its own as `text` (e.g. `{{text.noSearches}}`), so that no template holds English words
/// and a translated site needs no template of its own.
struct PageLabels: Sendable {
    let layout: TemplateObject
    let index: TemplateObject
    let movie: TemplateObject
    let recent: TemplateObject
    let genres: TemplateObject
    let years: TemplateObject
    let notFound: TemplateObject

    init(_ l: Localization) {
        layout = [
            "skipLink": .text(l.text(.layoutSkipLink)),
            "siteNavigation": .text(l.text(.layoutSiteNavigation)),
            "searchLabel": .text(l.text(.layoutSearchLabel)),
            "searchPlaceholder": .text(l.text(.layoutSearchPlaceholder)),
            "breadcrumbNavigation": .text(l.text(.layoutBreadcrumbNavigation)),
            "pagesNavigation": .text(l.text(.layoutPagesNavigation)),
            "previous": .text(l.text(.layoutPrevious)),
            "next": .text(l.text(.layoutNext)),
            "previousPage": .text(l.text(.layoutPreviousPage)),
            "nextPage": .text(l.text(.layoutNextPage)),
            "allPages": .text(l.text(.layoutAllPages)),
            "footer": .text(l.text(.layoutFooter)),
        ]
        index = [
            "searches": .text(l.text(.homeSearches)),
            "noSearches": .text(l.text(.homeNoSearches)),
            "stale": .text(l.text(.homeStale)),
            "failed": .text(l.text(.homeFailed)),
            "browse": .text(l.text(.homeBrowse)),
            "byGenre": .text(l.text(.homeByGenre)),
            "byYear": .text(l.text(.homeByYear)),
            "recent": .text(l.text(.homeRecent)),
            "noRecent": .text(l.text(.homeNoRecent)),
            "bestRated": .text(l.text(.homeBestRated)),
        ]
        movie = [
            "overview": .text(l.text(.movieOverview)),
            "foundBy": .text(l.text(.movieFoundBy)),
            "foundByNone": .text(l.text(.movieFoundByNone)),
            "browse": .text(l.text(.movieBrowse)),
        ]
        recent = [
            "title": .text(l.text(.recentTitle)),
            "none": .text(l.text(.recentNone)),
        ]
        genres = ["none": .text(l.text(.collectionsNoGenres))]
        years = ["none": .text(l.text(.collectionsNoYears))]
        notFound = [
            "title": .text(l.text(.notFoundTitle)),
            "text": .text(l.text(.notFoundText)),
        ]
    }
}
