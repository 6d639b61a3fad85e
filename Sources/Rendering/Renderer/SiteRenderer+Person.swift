import Presentation

extension SiteRenderer {
    /// A person's page in every format of the site.
    public func files(for page: PersonPage) -> [RenderedFile] {
        files { content(for: page, format: $0) }
    }

    func content(for page: PersonPage, format: PageFormat) -> PageContent {
        let person = page.person
        let links = PageLinks(page: page.path, format: format)
        let context: TemplateObject = [
            "name": .text(person.name),
            "countText": .text(person.countText),
            "roles": .list(person.roles.map { role in
                .object([
                    "title": .text(role.title),
                    "films": .list(role.films.map { film in
                        var entry: TemplateObject = ["title": .text(film.title), "href": .text(links.page(SitePath.movie(id: film.id)))]
                        entry.setText(film.year, for: "year")
                        return .object(entry)
                    }),
                ])
            }),
        ]
        var content = PageContent(links: links, title: documentTitle(person.name), kind: .person, template: templates.person, context: context)
        content.description = descriptions.person(person)
        content.breadcrumbs = [.home(localization), Breadcrumb(name: person.name, path: nil)]
        return content
    }

    /// The links to the pages of the people a fact names, as Markdown (text escaped); the fact's
    /// value alone when it names nobody.
    func linkedMarkdown(_ parts: [MovieDetailsViewModel.Fact.Part], _ links: PageLinks) -> String {
        parts.enumerated().map { index, part in
            let text = index == 0 ? MarkdownText.escaped(part.text) : MarkdownText.escapedContinuing(part.text)
            guard let person = part.person else { return text }
            return "[" + text + "](" + links.page(SitePath.person(slug: PersonSlug.slug(for: person))) + ")"
        }.joined()
    }
}
