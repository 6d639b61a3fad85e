import Dispatch

extension Sequence<String> {
    /// The texts in the order of `sorted()`, made faster for ASCII texts such as a site's paths:
    /// two of those compare by their bytes (the same order, since ASCII is its own normal form),
    /// any other pair as `String` compares them. A build sorts its tens of thousands of paths
    /// several times, and `String`'s comparison cost several times the `memcmp`.
    public func sortedTexts() -> [String] {
        let texts = Array(self)
        return texts.sortedTextsOrder().map { texts[$0] }
    }
}

extension Array<String> {
    /// The indices of the texts in the order ``Swift/Sequence/sortedTexts()`` gives them: for
    /// sorting values by a text of theirs.
    public func sortedTextsOrder() -> [Int] {
        let texts = self
        guard texts.count > 1 else { return [Int](texts.indices) }
        // No copy of the texts' bytes: a site's paths are told apart by their first sixteen
        // bytes but for a few, and a copy of all of them was the largest thing a build held.
        let keys = texts.map(SortKey.init)
        let precedes = { (left: Int, right: Int) -> Bool in
            let (a, b) = (keys[left], keys[right])
            guard a.isASCII, b.isASCII else { return texts[left] < texts[right] }
            if a != b { return a < b }
            return String.textPrecedes(texts[left], texts[right])
        }
        var order = [Int](texts.indices)
        guard texts.count >= sortedInHalvesFrom else {
            order.sort(by: precedes)
            return order
        }
        // Two halves sorted on two threads, then merged: a site's paths are sorted on the
        // build's critical path, while the other cores wait.
        let middle = texts.count / 2
        order.withUnsafeMutableBufferPointer { all in
            // Each thread sorts its own half, and only reads what `precedes` reads.
            let shared = UncheckedSendable((order: all, precedes: precedes))
            DispatchQueue.concurrentPerform(iterations: 2) { half in
                let order = shared.value.order
                var part = UnsafeMutableBufferPointer(rebasing: half == 0 ? order[..<middle] : order[middle...])
                part.sort(by: shared.value.precedes)
            }
        }
        var merged: [Int] = []
        merged.reserveCapacity(order.count)
        var (low, high) = (0, middle)
        while low < middle, high < order.count {
            // On a tie the first half's index: the same order as one stable sort.
            if precedes(order[high], order[low]) {
                merged.append(order[high])
                high += 1
            } else {
                merged.append(order[low])
                low += 1
            }
        }
        merged += order[low..<middle]
        merged += order[high...]
        return merged
    }
}

/// A text's first sixteen bytes as two numbers (zeros past its end), which order two ASCII
/// texts whose first sixteen bytes differ as their bytes do. The top bit of `high`, which no
/// ASCII byte sets, marks a text that is not ASCII, whose order `String` decides.
private struct SortKey: Equatable {
    let high: UInt64
    let low: UInt64

    init(_ text: String) {
        let key = text.utf8.withContiguousStorageIfAvailable(Self.key(of:)) ?? Array(text.utf8).withUnsafeBufferPointer(Self.key(of:))
        (high, low) = key
    }

    var isASCII: Bool {
        high >> 63 == 0
    }

    static func < (a: Self, b: Self) -> Bool {
        (a.high, a.low) < (b.high, b.low)
    }

    private static func key(of bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64) {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return (1 << 63, 0) }
        var (high, low): (UInt64, UInt64) = (0, 0)
        for index in 0..<Swift.min(bytes.count, 16) {
            let byte = UInt64(bytes[index])
            if index < 8 {
                high |= byte << (56 - 8 * index)
            } else {
                low |= byte << (56 - 8 * (index - 8))
            }
        }
        return (high, low)
    }
}

/// From this many texts, ``Swift/Sequence/sortedTexts()`` sorts two halves at once.
let sortedInHalvesFrom = 8_192
