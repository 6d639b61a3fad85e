import Infrastructure

/// What a ``SiteRenderer`` makes every page with, shared by its copies.
final class SiteRendererSettings: Sendable {
    let templates: SiteTemplates
    let markdown: CommonMarkRenderer
    let siteName: String
    let options: SiteOptions
    let siteValues: PageInputs
    let labels: PageLabels

    init(templates: SiteTemplates, markdown: CommonMarkRenderer, siteName: String, options: SiteOptions, siteValues: PageInputs, labels: PageLabels) {
        self.templates = templates
        self.markdown = markdown
        self.siteName = siteName
        self.options = options
        self.siteValues = siteValues
        self.labels = labels
    }
}
