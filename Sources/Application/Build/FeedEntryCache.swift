import Domain
import Foundation
import Presentation

/// The feed entries a build's feeds step has made, by film. A film several searches found is in
/// each one's feed with the same words (only when each search first found it may differ), so
/// its record and searches are read, and its entry made, once. Kept for the step alone, and
/// only the entries another feed may hold (see `BuildCoordinator.feed(of:...)`).
///
/// Guarded by an `NSLock`, not `Synchronization.Mutex`, as the built-in string tables are.
final class FeedEntryCache: @unchecked Sendable {
    private var entries: [Movie.Identifier: MovieFeedEntryViewModel] = [:]
    private let lock = NSLock()

    /// The entries made so far of the films with these ids.
    func entries(ids: [Movie.Identifier]) -> [Movie.Identifier: MovieFeedEntryViewModel] {
        lock.withLock {
            var found: [Movie.Identifier: MovieFeedEntryViewModel] = [:]
            for id in ids {
                if let entry = entries[id] { found[id] = entry }
            }
            return found
        }
    }

    func store(_ made: [MovieFeedEntryViewModel]) {
        lock.withLock {
            for entry in made { entries[entry.id] = entry }
        }
    }
}
