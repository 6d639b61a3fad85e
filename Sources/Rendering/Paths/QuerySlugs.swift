/// Deterministic, unique URL slugs for the queries of one site.
///
/// A query's base slug is ASCII and lowercase, with diacritics folded (`Amélie` gives `amelie`),
/// every run of other characters turned into one `-`, no `-` at either end, and at most
/// ``maxBaseLength`` characters. When several queries share a base slug (`Face/Off` and
/// `face off`), the one whose text sorts first keeps it and each other one gets `-` and 8 hex
/// digits of the FNV-1a 64 hash of its exact text. A query without any ASCII letter or digit
/// after folding gets `q-` and that hash. The result depends only on the set of queries, not on
/// their order.
public struct QuerySlugs: Sendable {
    /// The longest base slug; longer ones are cut.
    public static let maxBaseLength = 60

    private let slugs: [String: String]

    public init(queries: [String]) {
        var slugs: [String: String] = [:]
        var taken: Set<String> = []
        for query in Set(queries).sorted() {
            let base = Self.baseSlug(for: query)
            var slug: String
            if base.isEmpty {
                slug = "q-" + FNV1a64.shortHex(query)
            } else if taken.contains(base) {
                slug = base + "-" + FNV1a64.shortHex(query)
            } else {
                slug = base
            }
            if taken.contains(slug) {
                var counter = 2
                while taken.contains(slug + "-\(counter)") { counter += 1 }
                slug += "-\(counter)"
            }
            taken.insert(slug)
            slugs[query] = slug
        }
        self.slugs = slugs
    }

    /// The slug of `query`; for a query that is not in the set, its own base slug (or its `q-`
    /// slug when the base is empty).
    public func slug(for query: String) -> String {
        if let slug = slugs[query] { return slug }
        let base = Self.baseSlug(for: query)
        return base.isEmpty ? "q-" + FNV1a64.shortHex(query) : base
    }

    /// The base slug of `query`, possibly empty.
    static func baseSlug(for query: String) -> String {
        var slug = ""
        var pendingDash = false
        func append(_ ascii: String) {
            if pendingDash, !slug.isEmpty { slug.append("-") }
            pendingDash = false
            slug.append(ascii)
        }
        for scalar in query.unicodeScalars {
            switch SlugFolding.fold(scalar) {
            case .text(let ascii): append(ascii)
            case .mark: break
            case .separator: pendingDash = true
            }
        }
        guard slug.count > maxBaseLength else { return slug }
        var cut = slug.prefix(maxBaseLength)
        while cut.last == "-" { cut = cut.dropLast() }
        return String(cut)
    }
}
