import Foundation

/// Deterministic, unique URL slugs for the queries of one site.
///
/// A query's base slug is ASCII and lowercase, with diacritics folded (`Amélie` gives `amelie`),
/// every run of other characters turned into one `-`, no `-` at either end, and at most
/// ``maxBaseLength`` characters. When several queries share a base slug (`Face/Off` and
/// `face off`), the one whose text sorts first keeps it and each other one gets `-` and 8 hex
/// digits of the FNV-1a 64 hash of its exact text. A query without any ASCII
/// letter after folding (Hangul, kana, Cyrillic, ...) is named from its own letters instead: lowercase,
/// in Unicode's composed form, runs of other characters turned into one `-` (``scriptSlug(for:)``,
/// e.g. `기생충` or `七人の侍`); pages link to it percent-encoded. Only a query with no letter or
/// digit at all gets `q-` and that hash. The result depends only on the set of queries, not on
/// their order.
public struct QuerySlugs: Sendable {
    /// The longest base slug; longer ones are cut.
    public static let maxBaseLength = 60

    private let slugs: [String: String]

    public init(queries: [String]) {
        var slugs: [String: String] = [:]
        var taken: Set<String> = []
        for query in Set(queries).sorted() {
            let base = Self.readableSlug(for: query)
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
        let base = Self.readableSlug(for: query)
        return base.isEmpty ? "q-" + FNV1a64.shortHex(query) : base
    }

    /// The ASCII base slug of `query` when it has a letter (every Latin search, as before), else
    /// its ``scriptSlug(for:)`` when that names it in another script (`брат-2` rather than `2`),
    /// else the base slug (digits only, or empty).
    static func readableSlug(for query: String) -> String {
        // An ASCII query's script slug could only hold digits, so it is never the one chosen.
        if let ascii = asciiBaseSlug(for: query) { return ascii }
        let base = foldedBaseSlug(for: query)
        if base.utf8.contains(where: { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }) { return base }
        let script = scriptSlug(for: query)
        return script.unicodeScalars.contains(where: { !$0.isASCII && $0.properties.isAlphabetic }) ? script : base
    }

    /// A slug in the query's own script, for a query that gives no ASCII one: its letters,
    /// digits and combining marks (ASCII punctuation and symbols never), lowercased and in NFC (so the folder has one name on every
    /// file system), every run of other characters turned into one `-`, no `-` at either end, at
    /// most ``maxBaseLength`` characters; possibly empty.
    static func scriptSlug(for query: String) -> String {
        var slug = ""
        var pendingDash = false
        for character in query.lowercased().precomposedStringWithCanonicalMapping {
            let keeps = character.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    ? (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(UInt8(scalar.value))
                    : scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                        || [.nonspacingMark, .spacingMark, .enclosingMark].contains(scalar.properties.generalCategory)
            }
            guard keeps, character.unicodeScalars.first.map({ SlugFolding.isWordStart($0) }) ?? false else {
                pendingDash = true
                continue
            }
            let dash = pendingDash && !slug.isEmpty
            guard slug.count + (dash ? 2 : 1) <= maxBaseLength else { break }
            if dash { slug.append("-") }
            pendingDash = false
            slug.append(character)
        }
        return slug
    }

    /// The ASCII base slug of `query`, possibly empty.
    static func baseSlug(for query: String) -> String {
        asciiBaseSlug(for: query) ?? foldedBaseSlug(for: query)
    }

    /// ``baseSlug(for:)`` of an all-ASCII query, made on its bytes (a build makes one for every
    /// credit of every film, and most names are ASCII); nil for any other query. Written straight
    /// into the string's storage: no slug is longer than its query, and one of up to 15 bytes
    /// takes no allocation.
    static func asciiBaseSlug(for query: String) -> String? {
        var query = query
        return query.withUTF8 { bytes in
            var isASCII = true
            let slug = String(unsafeUninitializedCapacity: min(bytes.count, maxBaseLength)) { slug in
                var count = 0
                var pendingDash = false
                func put(_ byte: UInt8) {
                    guard count < maxBaseLength else { return }
                    slug[count] = byte
                    count += 1
                }
                for byte in bytes {
                    let kept: UInt8
                    switch byte {
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): kept = byte
                    case UInt8(ascii: "A")...UInt8(ascii: "Z"): kept = byte + 32
                    case 0x80...:
                        isASCII = false
                        return 0
                    default:
                        pendingDash = true
                        continue
                    }
                    if pendingDash, count > 0 { put(UInt8(ascii: "-")) }
                    pendingDash = false
                    put(kept)
                }
                while count > 0, slug[count - 1] == UInt8(ascii: "-") { count -= 1 }
                return count
            }
            return isASCII ? slug : nil
        }
    }

    /// ``baseSlug(for:)`` of any query, folding it a Unicode scalar at a time (``SlugFolding``).
    static func foldedBaseSlug(for query: String) -> String {
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
