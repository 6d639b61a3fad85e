#if canImport(Glibc)
import Glibc
#endif

extension Array<String> {
    /// This array and `other`, each in the order ``Swift/Sequence/sortedTexts()`` gives, as one
    /// array in that order, as `(self + other).sortedTexts()` would give it (this array's text
    /// first of two that compare equal), merged rather than sorted again.
    public func mergingSortedTexts(_ other: [String]) -> [String] {
        guard !other.isEmpty else { return self }
        guard !isEmpty else { return other }
        var merged: [String] = []
        merged.reserveCapacity(count + other.count)
        var (mine, theirs) = (startIndex, other.startIndex)
        while mine < endIndex, theirs < other.endIndex {
            if String.textPrecedes(other[theirs], self[mine]) {
                merged.append(other[theirs])
                theirs += 1
            } else {
                merged.append(self[mine])
                mine += 1
            }
        }
        merged += self[mine...]
        merged += other[theirs...]
        return merged
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
