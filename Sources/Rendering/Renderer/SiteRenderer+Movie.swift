import Presentation

extension SiteRenderer {
    /// A movie's page, at ``SitePath/movie(id:)``.
    public func render(_ page: MovieDetailsPage) -> RenderedFile {
        file(content(for: page, format: .html))
    }

    /// A movie's page in every format of the site.
    public func files(for page: MovieDetailsPage) -> [RenderedFile] {
        files { content(for: page, format: $0) }
    }

    func content(for page: MovieDetailsPage, format: PageFormat) -> PageContent {
        let details = page.details
        let links = PageLinks(page: SitePath.movie(id: details.id), format: format)
        let poster = options.posters.context(for: details.posterURL, links: links)
        var context: TemplateObject = [
            "id": .text(details.id),
            "screenTitle": .text(details.screenTitle),
            "title": .text(details.title),
            "releaseDate": .text(details.releaseDate),
            "rating": .text(details.rating),
            "overview": .text(details.overview),
            "hasOverview": .flag(details.hasOverview),
            "facts": .list(details.facts.map { fact in
                .object(["label": .text(fact.label), "value": .text(fact.value), "linkedValue": .text(linkedMarkdown(fact.parts, links))])
            }),
            "foundBy": .list(page.foundBy.map { $0.context(links) }),
            "collections": .list(page.collections.map { link in
                .object([
                    "name": .text(link.name), "href": .text(links.page(link.path())),
                    "linkText": .text(link.kind == .genre
                        ? localization.text(.movieMoreGenre, ["genre": link.name])
                        : localization.text(.movieMoreYear, ["year": link.name])),
                    "isGenre": .flag(link.kind == .genre), "isYear": .flag(link.kind == .year),
                ])
            }),
            "hasCollections": .flag(!page.collections.isEmpty),
            "posterAlt": .text(localization.text(.layoutPosterAlt, ["title": details.title])),
            "imdbText": .text(details.imdbText),
            "text": .object(labels.movie),
        ]
        context.setText(details.originalTitleText, for: "originalTitleText")
        context.setText(details.originalTitle, for: "originalTitle")
        context.setText(details.year, for: "year")
        context.setText(details.genres.joined(separator: ", "), for: "genres")
        context.setText(details.imdbURL.flatMap(MarkdownText.linkDestination(forURL:)), for: "imdbDestination")
        if format == .markdown {
            context.merge(poster)
            // The HTML layout shows the full cast behind a disclosure; Markdown lists it.
            if let title = details.fullCastTitle {
                let separator = localization.text(.listSeparator)
                let parts = details.fullCast.enumerated().flatMap { index, name in
                    (index == 0 ? [] : [MovieDetailsViewModel.Fact.Part(text: separator, person: nil)]) + [MovieDetailsViewModel.Fact.Part(text: name, person: name)]
                }
                context["fullCast"] = .object([
                    "title": .text(title), "names": .text(details.fullCast.joined(separator: separator)), "linkedNames": .text(linkedMarkdown(parts, links)),
                ])
            }
        }

        var content = PageContent(links: links, title: documentTitle(details.screenTitle), kind: .movie, template: templates.movie, context: context)
        content.breadcrumbs = [.home(localization)]
        if let search = page.foundBy.first(where: { $0.slug != nil }), let slug = search.slug {
            content.breadcrumbs.append(Breadcrumb(name: localization.quoted(search.query), path: SitePath.results(slug: slug, page: 1)))
        }
        content.breadcrumbs.append(Breadcrumb(name: details.title, path: nil))
        var feature: TemplateObject = [
            "title": .text(details.title), "initials": .text(details.placeholder.initials), "hue": .number(details.placeholder.hue),
            "posterAlt": .text(localization.text(.layoutPosterAlt, ["title": details.title])),
        ]
        feature.merge(poster)
        if let title = details.fullCastTitle {
            feature["fullCastTitle"] = .text(title)
            let separator = localization.text(.listSeparator)
            feature["fullCastNames"] = .text(details.fullCast.joined(separator: separator))
            feature["fullCastPeople"] = .list(details.fullCast.enumerated().map { index, name in
                .object([
                    "name": .text(name), "href": .text(links.page(SitePath.person(slug: PersonSlug.slug(for: name)))),
                    "separator": .text(index == details.fullCast.count - 1 ? "" : separator),
                ])
            })
        }
        content.feature = feature
        content.description = details.pageDescription
        if format == .html {
            content.openGraph = openGraph(details, links: links)
            content.jsonLD = jsonLD(details, links: links)
        }
        return content
    }
}
