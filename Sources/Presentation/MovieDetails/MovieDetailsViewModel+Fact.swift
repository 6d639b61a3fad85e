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
            let marked = compose(people.indices.map { Self.markerStart + String($0) + Self.markerEnd })
            var parts: [Part] = []
            var rest = Substring(marked)
            while let start = rest.range(of: Self.markerStart) {
                if start.lowerBound > rest.startIndex { parts.append(Part(text: String(rest[..<start.lowerBound]), person: nil)) }
                let afterStart = rest[start.upperBound...]
                guard let end = afterStart.range(of: Self.markerEnd), let index = Int(afterStart[..<end.lowerBound]), people.indices.contains(index) else {
                    break
                }
                parts.append(Part(text: people[index], person: people[index]))
                rest = afterStart[end.upperBound...]
            }
            if !rest.isEmpty { parts.append(Part(text: String(rest), person: nil)) }
            self.label = label
            self.parts = parts
            value = parts.map(\.text).joined()
        }

        private static let markerStart = "\u{FFF9}"
        private static let markerEnd = "\u{FFFB}"
    }
}
