import Foundation

/// The ranked result ids of the most recently searched queries, so that paging through a search
/// ranks its matches once instead of once per page.
///
/// A small least-recently-used list: a build pages through each query a few times in a row, and
/// runs a handful of queries side by side. `@unchecked Sendable`: every access holds `lock`.
final class RankedResultsCache: @unchecked Sendable {
    private let capacity: Int
    private let lock = NSLock()
    /// Most recently used last.
    private var entries: [(key: String, ids: [Int64])] = []

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The ids cached for `key`, marked as just used; nil when they are not cached.
    func ids(for key: String) -> [Int64]? {
        lock.withLock {
            guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
            let entry = entries.remove(at: index)
            entries.append(entry)
            return entry.ids
        }
    }

    /// Forgets every ranking.
    func removeAll() {
        lock.withLock { entries = [] }
    }

    /// Caches `ids` for `key`, dropping the least recently used entry when full.
    func store(_ ids: [Int64], for key: String) {
        lock.withLock {
            entries.removeAll { $0.key == key }
            if entries.count >= capacity { entries.removeFirst() }
            entries.append((key, ids))
        }
    }
}
