import Rendering

extension PersonPageSources {
    /// What a film gives the person pages, as its memo line has it: made with the film's page,
    /// off the main actor, so that recording it is only the comparison.
    public struct Entry: Sendable {
        /// The film's people's keys, each once, in the order of its credits.
        let keys: [String]
        /// The line after the film's id: the digest, then the keys, apart by tabs.
        let rest: String

        /// - Parameters:
        ///   - digest: the digest of ``Movie/personPageInputs(credits:)``.
        ///   - personKeys: the keys of the people the film credits, in the order of its credits.
        public init(digest: PageDigest, personKeys: [String]) {
            var keys: [String] = []
            for key in personKeys where !keys.contains(key) { keys.append(key) }
            var rest = digest.compactDescription
            for key in keys {
                rest += "\t"
                rest += key
            }
            self.keys = keys
            self.rest = rest
        }
    }
}
