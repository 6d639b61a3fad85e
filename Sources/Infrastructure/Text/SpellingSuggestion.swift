/// The known name a misspelt one most likely meant, for "did you mean" hints.
public enum SpellingSuggestion {
    /// The name of `names` at the smallest edit distance from `name` (ignoring case; the first in
    /// sorted order on a tie), when that distance is at most `maximumDistance`.
    public static func closest(to name: String, in names: some Sequence<String>, maximumDistance: Int = 2) -> String? {
        let typed = Array(name.lowercased())
        let best = names.map { (name: $0, distance: editDistance(typed, Array($0.lowercased()))) }
            .min { ($0.distance, $0.name) < ($1.distance, $1.name) }
        guard let best, best.distance <= maximumDistance else { return nil }
        return best.name
    }

    /// The Levenshtein distance: insertions, deletions and substitutions of one character.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
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
