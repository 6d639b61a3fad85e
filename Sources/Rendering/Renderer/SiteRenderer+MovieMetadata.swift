import Presentation

/// What a movie page tells link previews (OpenGraph) and search engines (schema.org `Movie` as
/// JSON-LD) about the film.
extension SiteRenderer {
    /// The layout's `openGraph` values: `title`, `type` (`video.movie`), `description`, `locale`,
    /// and `url` and `image` when they have absolute addresses.
    func openGraph(_ details: MovieDetailsViewModel, links: PageLinks) -> TemplateObject {
        var values: TemplateObject = [
            "title": .text(details.screenTitle),
            "type": .text("video.movie"),
            "description": .text(details.pageDescription),
            "locale": .text(localization.tag.openGraphLocale),
        ]
        values.setText(address(of: links), for: "url")
        values.setText(posterAddress(details.posterURL), for: "image")
        return values
    }

    /// The film as a schema.org `Movie`, as JSON ready for a `<script type="application/ld+json">`
    /// element; its members in a fixed order, those with no value left out.
    func jsonLD(_ details: MovieDetailsViewModel, links: PageLinks) -> String {
        let data = details.structuredData
        func text(_ value: String?) -> ScriptJSON? { value.map(ScriptJSON.string) }
        func people(_ names: [String]) -> ScriptJSON? {
            names.isEmpty ? nil : .array(names.map { name in
                .object(omittingNil: ["@type": .string("Person"), "name": .string(name), "url": text(personAddress(name))])
            })
        }
        let rating = data.rating.map { rating in
            ScriptJSON.object(omittingNil: [
                "@type": .string("AggregateRating"), "ratingValue": .number(rating.value),
                "ratingCount": .integer(rating.count), "bestRating": .integer(MovieStructuredData.Rating.bestRating),
            ])
        }
        return ScriptJSON.object(omittingNil: [
            "@context": .string("https://schema.org"),
            "@type": .string("Movie"),
            "name": .string(data.name),
            "url": text(address(of: links)),
            "datePublished": text(data.datePublished),
            "description": text(data.synopsis),
            "director": people(data.directors),
            "actor": people(data.actors),
            "genre": data.genres.isEmpty ? nil : .array(data.genres.map(ScriptJSON.string)),
            "duration": text(data.duration),
            "image": text(posterAddress(details.posterURL)),
            "sameAs": text(data.imdbURL.flatMap(MarkdownText.webURL)),
            "aggregateRating": rating,
        ]).serialized
    }

    /// The poster's absolute address: the source's URL when pages show it from there, the copy's
    /// address under the base URL when they show a copy; nil when there is none.
    func posterAddress(_ url: String?) -> String? {
        guard let url else { return nil }
        switch options.posters {
        case .none:
            return nil
        case .remote:
            return MarkdownText.webURL(url)
        case .downloaded(let posters):
            guard let base = options.baseURL, let path = posters.sitePath(forPosterURL: url) else { return nil }
            return SitePath.address(of: path, under: base)
        }
    }

    /// The absolute address of the page of the person named `name`; nil without a base URL.
    func personAddress(_ name: String) -> String? {
        options.baseURL.map { SitePath.address(of: SitePath.person(slug: PersonSlug.slug(for: name)), under: $0) }
    }
}
