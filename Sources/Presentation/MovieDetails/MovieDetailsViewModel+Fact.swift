import Domain

extension MovieDetailsViewModel {
    /// A labelled fact, e.g. `Runtime: 1 h 52 min`; only facts the source knows are listed.
    public struct Fact: Sendable, Hashable {
        /// A run of a fact's value: words, or a person's name (which a page may link).
        public struct Part: Sendable, Hashable {
            public let text: String
            /// The person `text` names; nil for other words.
            public let person: String?

            public init(text: String, person: String?) {
                self.text = text
                self.person = person
            }
        }

        public let label: String
        public let value: String
        /// ``value`` in runs, the people it names apart.
        public let parts: [Part]

        init(label: String, value: String) {
            self.label = label
            self.value = value
            parts = [Part(text: value, person: nil)]
        }

        /// A fact whose value names `people`, worded by `compose` (given the names it places); nil
        /// when there is nobody to name.
        init?(label: String, naming people: [String], _ compose: ([String]) -> String) {
            guard !people.isEmpty else { return nil }
            // The value is composed around markers, then cut at them, so the names stay apart
            // whatever the language's list and "and N more" wording.
            let marked = compose(people.indices.map { String(Self.markerStart) + String($0) + String(Self.markerEnd) })
            // Cut on scalars: Foundation's `range(of:)` cost more than the rest of a movie's
            // page view model.
            var parts: [Part] = []
            let scalars = marked.unicodeScalars
            var rest = scalars.startIndex
            while let start = scalars[rest...].firstIndex(of: Self.markerStart) {
                let number = scalars.index(after: start)
                guard let end = scalars[number...].firstIndex(of: Self.markerEnd),
                      let index = Int(String(scalars[number..<end])), people.indices.contains(index) else {
                    break
                }
                if start > rest { parts.append(Part(text: String(scalars[rest..<start]), person: nil)) }
                parts.append(Part(text: people[index], person: people[index]))
                rest = scalars.index(after: end)
            }
            if rest < scalars.endIndex { parts.append(Part(text: String(scalars[rest...]), person: nil)) }
            self.label = label
            self.parts = parts
            value = parts.map(\.text).joined()
        }

        private static let markerStart: Unicode.Scalar = "\u{FFF9}"
        private static let markerEnd: Unicode.Scalar = "\u{FFFB}"
    }
}
