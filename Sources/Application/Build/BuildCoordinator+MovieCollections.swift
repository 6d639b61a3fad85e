import Domain
import Presentation

/// The genres and years of every film found, which order the films' and the collections' pages.
extension BuildCoordinator {
    /// Outlines read from the found films at once.
    nonisolated static let outlinesAtOnce = 1_024

    /// The collections of every film found. Batches of outlines are read in turn on this task
    /// while the ones read before are prepared on others (their titles' sort keys and their
    /// genres' names, most of what adding them costs), and added as they are ready: at most three
    /// batches are read and not yet added, so a large site's outlines are never all held at once.
    nonisolated static func movieCollections(foundMovies: FoundMoviesRepository, localization: Localization) async throws -> MovieCollectionsViewModel {
        try await withThrowingTaskGroup(of: MovieCollectionsViewModel.PreparedOutlines.self) { group in
            var builder = MovieCollectionsViewModel.Builder(localization: localization)
            var after: Movie.Identifier?
            var preparing = 0
            while true {
                let batch = try foundMovies.outlines(after: after, limit: outlinesAtOnce)
                guard let last = batch.last else { break }
                group.addTask { MovieCollectionsViewModel.Builder.prepare(batch, localization: localization) }
                preparing += 1
                if preparing > 2, let prepared = try await group.next() {
                    builder.add(prepared)
                    preparing -= 1
                }
                if batch.count < outlinesAtOnce { break }
                after = last.id
            }
            for try await prepared in group {
                builder.add(prepared)
            }
            return builder.finish()
        }
    }
}
