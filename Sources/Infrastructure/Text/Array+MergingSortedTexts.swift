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
        var merged: [String] = []
        merged.reserveCapacity(count + other.count)
        if other.count <= count {
            // Each of `other`'s texts goes after this array's texts that do not follow it.
            var start = startIndex
            for text in other {
                let end = Self.gallop(self, from: start) { String.textPrecedes(text, $0) }
                merged += self[start..<end]
                merged.append(text)
                start = end
            }
            merged += self[start...]
        } else {
            // Each of this array's texts goes after `other`'s texts that precede it.
            var start = other.startIndex
            for text in self {
                let end = Self.gallop(other, from: start) { !String.textPrecedes($0, text) }
                merged += other[start..<end]
                merged.append(text)
                start = end
            }
            merged += other[start...]
        }
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
