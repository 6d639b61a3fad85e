import Dispatch
#if canImport(Glibc)
import Glibc
#endif

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
        var bytes: [UInt8] = []
        var entries: [Entry] = []
        entries.reserveCapacity(texts.count)
        for text in texts {
            let start = bytes.count
            bytes.append(contentsOf: text.utf8)
            var prefix: UInt64 = 0
            for index in 0..<8 {
                prefix = prefix << 8 | UInt64(start + index < bytes.count ? bytes[start + index] : 0)
            }
            entries.append(Entry(start: start, count: bytes.count - start, isASCII: bytes[start...].allSatisfy { $0 < 0x80 }, prefix: prefix))
        }
        let order = bytes.withUnsafeBufferPointer { buffer in
            let precedes = { (left: Int, right: Int) -> Bool in
                let (a, b) = (entries[left], entries[right])
                guard a.isASCII, b.isASCII, let base = buffer.baseAddress else { return texts[left] < texts[right] }
                // Texts whose first eight bytes differ are in the order of those; the others are
                // compared whole.
                if a.prefix != b.prefix { return a.prefix < b.prefix }
                let compared = memcmp(base + a.start, base + b.start, Swift.min(a.count, b.count))
                return compared != 0 ? compared < 0 : a.count < b.count
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
        return order
    }
}

/// Where a text lies in the bytes ``Swift/Array/sortedTextsOrder()`` sorts, and its first eight
/// bytes as one number (zeros past its end), which orders two texts whose first eight bytes
/// differ as their bytes do: most of a site's paths are told apart by one comparison of numbers.
private struct Entry {
    let start: Int
    let count: Int
    let isASCII: Bool
    let prefix: UInt64
}

/// From this many texts, ``Swift/Sequence/sortedTexts()`` sorts two halves at once.
let sortedInHalvesFrom = 8_192
