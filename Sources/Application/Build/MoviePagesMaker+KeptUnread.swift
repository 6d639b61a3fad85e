import Domain
import Rendering

/// The films whose pages are kept without reading their details (``LastBuildFilms``): what the
/// rest of the build still needs of them.
extension MoviePagesMaker {
    /// Of the found films with `ids`, those whose pages link to their genres and years as in the
    /// `last` build, each with its ``Movie/listItemDigest(posters:)`` for the genre and year pages.
    nonisolated func filmsLinkingAsBefore(ids: [Movie.Identifier], last: LastBuildFilms) async throws -> [(id: Movie.Identifier, listItemDigest: PageDigest)] {
        let posters = dependencies.posterURLBuilder
        return try foundMovies.movies(ids: ids).filter { last.linksAsBefore($0, now: collections.collectionLinks, localization: localization) }.map {
            ($0.id, $0.listItemDigest(posters: posters))
        }
    }

    /// Reads the details of the found films with `ids` and saves their credits, for the person
    /// pages made from them.
    nonisolated static func saveCredits(ids: [Movie.Identifier], foundMovies: FoundMoviesRepository, dependencies: any BuildCoordinatorDependencies) async throws {
        var credits: [Credit] = []
        for movie in try foundMovies.movies(ids: ids) {
            credits += Self.credits(of: await dependencies.loadMovieDetails(movie: movie).movie, film: CreditedFilm(movie))
        }
        try foundMovies.saveCredits(credits)
    }
}
