import Foundation

extension SiteTemplates {
    /// The tags of these templates that look up a name their page's context never has, given
    /// `known` (from ``SiteRenderer/contextNames(of:)``), in file and line order. A template the
    /// compiled renderer leaves to swift-mustache (partials, transforms) is not checked.
    public func unknownNames(known: [TemplateFile: Set<String>]) -> [TemplateWarning] {
        let pages: [(TemplateFile, PageTemplate)] = [
            (.layout, layout), (.markdownLayout, markdownLayout), (.index, index), (.results, results), (.movie, movie),
            (.recent, recent), (.collection, collection), (.genres, genres), (.years, years), (.notFound, notFound),
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
                    suggestion: Self.closest(to: unknown, in: names).map { parts.count == 1 ? $0 : reference.name.replacingOccurrences(of: unknown, with: $0) }
                ))
            }
        }
        return warnings
    }

    /// The name of `names` at the smallest edit distance from `name`, when that is at most 2.
    private static func closest(to name: String, in names: Set<String>) -> String? {
        let best = names.map { (name: $0, distance: editDistance(Array(name.lowercased()), Array($0.lowercased()))) }
            .min { ($0.distance, $0.name) < ($1.distance, $1.name) }
        guard let best, best.distance <= 2 else { return nil }
        return best.name
    }

    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
