#if canImport(Glibc)
import Glibc
#endif

extension Array<String> {
    /// This array and `other`, each in the order ``Swift/Sequence/sortedTexts()`` gives, as one
    /// array in that order, as `(self + other).sortedTexts()` would give it (this array's text
    /// first of two that compare equal), merged rather than sorted again.
    ///
    /// Each text of the shorter list finds its place in the longer by a galloping search from
    /// where the last one went, and the runs between are copied whole: a rebuild merges a few
    /// hundred paths written anew into tens of thousands kept, in a few thousand comparisons.
    public func mergingSortedTexts(_ other: [String]) -> [String] {
        guard !other.isEmpty else { return self }
        guard !isEmpty else { return other }
        // The shorter list's texts are placed among the longer's, this array's text first on a
        // tie: `other`'s goes before the first of this array's that follows it, this array's
        // before the first of `other`'s that does not precede it.
        if other.count <= count {
            return Self.placing(other, among: self) { text, kept in String.textPrecedes(text, kept) }
        }
        return Self.placing(self, among: other) { text, kept in !String.textPrecedes(kept, text) }
    }

    /// `texts` and `kept`, both sorted, as one sorted list: each of `texts` goes before the first
    /// of `kept` from the last one's place on that `goesBefore` holds for.
    private static func placing(
        _ texts: [String], among kept: [String], goesBefore: (String, String) -> Bool
    ) -> [String] {
        var merged: [String] = []
        merged.reserveCapacity(texts.count + kept.count)
        var start = kept.startIndex
        for text in texts {
            let end = gallop(kept, from: start) { goesBefore(text, $0) }
            merged += kept[start..<end]
            merged.append(text)
            start = end
        }
        merged += kept[start...]
        return merged
    }

    /// The first index from `start` on whose text `isAtOrPast` holds for (`endIndex` when none),
    /// found by probing 1, 2, 4… texts ahead, then searching the last step's range.
    private static func gallop(_ texts: [String], from start: Int, where isAtOrPast: (String) -> Bool) -> Int {
        guard start < texts.endIndex, !isAtOrPast(texts[start]) else { return start }
        // `isAtOrPast` holds for none up to `low`.
        var (low, step) = (start, 1)
        while true {
            let high = Swift.min(low + step, texts.endIndex)
            if high == texts.endIndex || isAtOrPast(texts[high]) {
                return texts[(low + 1)..<high].partitioningIndex(where: isAtOrPast)
            }
            (low, step) = (high, step * 2)
        }
    }
}

extension String {
    /// Whether `left` sorts before `right` as ``Swift/Sequence/sortedTexts()`` sorts: by their
    /// bytes when both are ASCII, as `String` compares them otherwise.
    public static func textPrecedes(_ left: String, _ right: String) -> Bool {
        let byBytes = left.utf8.withContiguousStorageIfAvailable { a in
            right.utf8.withContiguousStorageIfAvailable { b -> Bool? in
                guard a.allSatisfy({ $0 < 0x80 }), b.allSatisfy({ $0 < 0x80 }), let baseA = a.baseAddress, let baseB = b.baseAddress else { return nil }
                let compared = memcmp(baseA, baseB, Swift.min(a.count, b.count))
                return compared != 0 ? compared < 0 : a.count < b.count
            } ?? nil
        } ?? nil
        return byBytes ?? (left < right)
    }
}
