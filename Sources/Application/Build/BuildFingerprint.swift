import Foundation
import Infrastructure

/// A SHA-256 digest of a build's ``SiteInputs``, hashed whole. Equal fingerprints and equal
/// recent searches make byte-identical sites, so a build whose fingerprint matches the last one
/// can keep the published site (see ``BuildMemoizer``).
///
/// Not for sources that can change on their own (TMDB), nor for downloaded posters.
struct BuildFingerprint: Equatable, Sendable {
    let digest: String
    /// The digest of ``SiteInputs/program``: pages may be kept from the last build only while it
    /// is unchanged (see ``PageDigests``).
    let render: String
    /// The digest of what decides a search's results besides its query: the program (without the
    /// templates), the options and the catalog. A search the last build ran under the same
    /// digest may be replayed rather than run again (``KnownSearch``).
    let searches: String

    init(_ inputs: SiteInputs) {
        digest = Self.hash(inputs)
        render = Self.hash(inputs.program)
        var searchInputs = inputs
        searchInputs.program.templates = nil
        searchInputs.queries = []
        searches = Self.hash(searchInputs)
    }

    /// SHA-256 of the value's JSON with sorted keys: the same value gives the same bytes in
    /// every run.
    static func hash(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding strings, numbers, data and optionals cannot fail.
        let bytes = (try? encoder.encode(value)) ?? Data()
        var hasher = FingerprintHasher()
        hasher.update(bytes: bytes)
        return hasher.hexDigest
    }
}
