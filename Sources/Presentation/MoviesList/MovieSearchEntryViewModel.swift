import Domain

/// One movie as the site's search box lists it: only what the box shows and matches, so that
/// the entry of every film of a site is quick to make (the dates, ratings, synopses and posters
/// of ``MoviesListItemViewModel`` are left out).
public struct MovieSearchEntryViewModel: Sendable, Hashable, Identifiable {
    public let id: Movie.Identifier
    public let title: String
    /// The release year, or empty when unknown.
    public let year: String
    /// The line under the title: the film's credits as its list item words them
    /// (``MoviesListItemViewModel/credits``); without any, its genres; possibly empty.
    public let detail: String
    /// Everyone the entry answers to: its directors, then its cast, each once
    /// (``MoviesListItemViewModel/people``).
    public let people: [String]
    /// The genres one by one, in `localization`'s words.
    public let genreNames: [String]

    public init(movie: Movie, localization: Localization = .english) {
        id = movie.id
        title = movie.title
        year = MoviesListItemViewModel.yearText(of: movie)
        people = MoviesListItemViewModel.distinctNames(movie.directors + movie.cast)
        genreNames = MoviesListItemViewModel.genreNames(of: movie, localization: localization)
        let credits = CreditsText.sentence(directors: movie.directors, cast: movie.cast, castIsBilled: movie.isCastInBillingOrder, localization: localization)
        detail = credits.isEmpty ? MoviesListItemViewModel.genresText(genreNames, localization: localization) : credits
    }
}
