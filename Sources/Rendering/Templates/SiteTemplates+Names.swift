import Foundation
import Infrastructure

extension SiteTemplates {
    /// The tags of these templates that look up a name their page's context never has, given
    /// `known` (from ``SiteRenderer/contextNames(of:)``), in file and line order. A template the
    /// compiled renderer leaves to swift-mustache (partials, transforms) is not checked.
    public func unknownNames(known: [TemplateFile: Set<String>]) -> [TemplateWarning] {
        let pages: [(TemplateFile, PageTemplate)] = [
            (.layout, layout), (.markdownLayout, markdownLayout), (.index, index), (.results, results), (.movie, movie),
            (.recent, recent), (.collection, collection), (.person, person), (.genres, genres), (.years, years), (.notFound, notFound), (.feed, feed),
        ]
        var warnings: [TemplateWarning] = []
        for (file, template) in pages {
            guard let references = try? TemplateParser.references(in: template.text) else { continue }
            let names = known[file] ?? []
            for reference in references where reference.name != "." {
                let parts = reference.name.split(separator: ".").map(String.init)
                guard let unknown = parts.first(where: { !names.contains($0) }) else { continue }
                warnings.append(TemplateWarning(
                    path: template.path, line: reference.line, name: reference.name,
                    suggestion: SpellingSuggestion.closest(to: unknown, in: names).map { parts.count == 1 ? $0 : reference.name.replacingOccurrences(of: unknown, with: $0) }
                ))
            }
        }
        return warnings
    }
}
