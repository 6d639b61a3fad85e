import Domain
import Presentation
import Rendering

/// Makes a batch of movie pages off the main actor: each found film's details, the searches that
/// found it, its credits (saved for the person pages), its collections, its page's inputs and, in
/// a memoized build, what it gives the person pages and its list item, as digests.
struct MoviePagesMaker: Sendable {
    /// A film of the batch, as the build's memo of its sources needs it.
    struct Film: Sendable {
        let id: Movie.Identifier
        /// What the film gives the person pages.
        let personPageEntry: PersonPageSources.Entry
        /// ``Movie/listItemDigest(posters:)``.
        let listItemDigest: PageDigest
    }

    let searches: BuildCoordinator.Searches
    let collections: SiteCollections
    let foundMovies: FoundMoviesRepository
    let dependencies: any BuildCoordinatorDependencies
    let localization: Localization
    /// Whether the films' digests are wanted (a memoized build).
    let tracksSources: Bool

    /// The pages of the found films with `ids`, the films' digests when they are tracked, and the
    /// films whose details could not be loaded, or came from the cache, with why.
    nonisolated func pages(ids: [Movie.Identifier]) async throws -> (pages: [SitePage], films: [Film], problems: [(Movie, MovieDetailsProblem)]) {
        let positions = try foundMovies.positions(ids: ids)
        let posters = dependencies.posterURLBuilder
        var pages: [SitePage] = []
        var films: [Film] = []
        var problems: [(Movie, MovieDetailsProblem)] = []
        var credits: [Credit] = []
        for movie in try foundMovies.movies(ids: ids) {
            let (details, problem) = await dependencies.loadMovieDetails(movie: movie)
            if let problem { problems.append((movie, problem)) }
            let movieCredits = Self.credits(of: details, film: CreditedFilm(movie))
            credits += movieCredits
            if tracksSources {
                films.append(Film(
                    id: movie.id,
                    personPageEntry: PersonPageSources.Entry(
                        digest: movie.personPageInputs(credits: movieCredits).digest, personKeys: movieCredits.map(\.personKey)
                    ),
                    listItemDigest: movie.listItemDigest(posters: posters)
                ))
            }
            let foundBy = (positions[movie.id] ?? []).map(searches.link(at:))
            let links = collections.links(
                genres: MoviesListItemViewModel.genreNames(of: details, localization: localization),
                year: MoviesListItemViewModel.yearText(of: details)
            )
            let dependencies = dependencies
            pages.append(.memoized(MemoizedPage(path: SitePath.movie(id: movie.id), inputs: details.pageInputs(foundBy: foundBy, collections: links, posters: posters)) {
                .movie(MovieDetailsPage(details: dependencies.makeMovieDetailsViewModel(details: details), foundBy: foundBy, collections: links))
            }))
        }
        try foundMovies.saveCredits(credits)
        return (pages, films, problems)
    }

    /// The people a movie's page names, keyed by the slug of their page, on `film`: the movie as
    /// the searches found it, which the person pages list (its details may title it otherwise).
    static func credits(of details: Movie, film: CreditedFilm) -> [Credit] {
        let named = MovieDetailsViewModel.creditedNames(of: details)
        return named.directors.map { Credit(personKey: PersonSlug.slug(for: $0), name: $0, role: .director, film: film) }
            + named.cast.map { Credit(personKey: PersonSlug.slug(for: $0), name: $0, role: .cast, film: film) }
    }
}
