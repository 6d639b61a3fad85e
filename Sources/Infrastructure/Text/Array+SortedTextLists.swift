extension Array<String> {
    /// The index of `text` in this array, which is in the order ``Swift/Sequence/sortedTexts()``
    /// gives (`String`'s), or nil when it holds no such text.
    ///
    /// Texts asked in that order too (most of the site's pages a rebuild keeps, one after another)
    /// are found at `hint` or a few places after it, where the text asked before ended, by
    /// equality alone, which costs far less than a search; any other text is searched for.
    /// `hint` is moved past the text, or to where it would be.
    public func indexOfSortedText(_ text: String, hint: inout Int) -> Int? {
        let start = Swift.min(Swift.max(hint, startIndex), endIndex)
        if let index = (start..<Swift.min(start + Self.placesTriedAfterHint, endIndex)).first(where: { self[$0] == text }) {
            hint = index + 1
            return index
        }
        let index = partitioningIndex { $0 >= text }
        hint = index
        guard index < endIndex, self[index] == text else { return nil }
        hint = index + 1
        return index
    }

    /// These texts in the order of ``Swift/Sequence/sortedTexts()``, with `values` (one for each
    /// text) in the same order; as they are when the texts already are (a list a build wrote in
    /// that order is only checked).
    public func sortedTexts<Value>(alongside values: [Value]) -> (texts: [String], values: [Value]) {
        if zip(self, dropFirst()).allSatisfy({ $0 < $1 }) { return (self, values) }
        let order = sortedTextsOrder()
        return (order.map { self[$0] }, order.map { values[$0] })
    }

    /// How many texts from a hint are compared with the one asked before it is searched for.
    private static var placesTriedAfterHint: Int { 4 }
}
