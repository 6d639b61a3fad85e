extension SiteRenderer {
    /// Every name the contexts of `specimens` give each template, at any depth, in every format
    /// and with posters shown or not: the names a template can use and see filled in.
    public func contextNames(of specimens: TemplateSpecimens) -> [TemplateFile: Set<String>] {
        var names: [TemplateFile: Set<String>] = [:]
        for posters in [PosterDisplay.none, .remote] {
            let renderer = SiteRenderer(templates: templates, markdown: markdown, siteName: siteName,
                                        options: SiteOptions(formats: PageFormat.allCases, posters: posters, baseURL: "https://example.org/"))
            for format in PageFormat.allCases {
                var contents: [(TemplateFile, PageContent)] = []
                contents += specimens.results.map { (.results, renderer.content(for: $0, format: format)) }
                contents += specimens.movies.map { (.movie, renderer.content(for: $0, format: format)) }
                contents += specimens.index.map { (.index, renderer.content(for: $0, format: format)) }
                contents += specimens.recent.map { (.recent, renderer.content(for: $0, format: format)) }
                contents += specimens.collectionPages.map { (.collection, renderer.content(for: $0, format: format)) }
                contents += specimens.people.map { (.person, renderer.content(for: $0, format: format)) }
                contents.append((.genres, renderer.content(for: specimens.collections.genres, format: format)))
                contents.append((.years, renderer.content(for: specimens.collections.years, format: format)))
                contents.append((.notFound, renderer.content(for: NotFoundPage())))
                if let base = renderer.options.baseURL {
                    for feed in specimens.feeds {
                        names[.feed, default: []].formUnion(Self.keys(in: .object(renderer.feedContext(feed, base: base))))
                    }
                }
                for (file, content) in contents {
                    names[file, default: []].formUnion(Self.keys(in: .object(content.context)))
                    var layout = renderer.layoutContext(content)
                    layout["body"] = .text("")
                    names[.layout, default: []].formUnion(Self.keys(in: .object(layout)))
                    names[.markdownLayout, default: []].formUnion(Self.keys(in: .object(layout)))
                }
            }
        }
        return names
    }

    /// The names of `value`'s objects, at any depth.
    private static func keys(in value: TemplateValue) -> Set<String> {
        switch value {
        case .object(let object):
            object.fields.reduce(into: Set(object.fields.map(\.name))) { $0.formUnion(keys(in: $1.value)) }
        case .list(let list):
            list.reduce(into: Set<String>()) { $0.formUnion(keys(in: $1)) }
        case .text, .number, .flag:
            []
        }
    }
}
