import Domain

/// Everything a movie's own page shows, every field ready to show.
public struct MovieDetailsViewModel: Sendable, Hashable, Identifiable {
    public let id: Movie.Identifier
    public let title: String
    /// The original title, only when it differs from the title.
    public let originalTitle: String?
    /// The release year, or empty when unknown.
    public let year: String
    /// `January 19, 2009`, or `To be announced`.
    public let releaseDate: String
    /// The synopsis; without one, who made the film and who is in it; without those, a line
    /// saying there is none.
    public let overview: String
    /// True when the source has a synopsis; a page may then leave ``overview`` out, since its
    /// facts already say who made the film and who is in it.
    public let hasOverview: Bool
    /// `7.2/10`, or `Not rated`.
    public let rating: String
    public let genres: [String]
    public let posterURL: String?
    /// What to show when there is no poster.
    public let placeholder: PosterPlaceholderViewModel
    /// Facts in a fixed order: release date, runtime, rating, genres, directors, cast, ...
    public let facts: [Fact]
    /// The film's IMDb page, when its id is known.
    public let imdbURL: String?
    /// The screen title, e.g. `Heat (1995)`.
    public let screenTitle: String
    /// `Original title: …`, when there is an original title.
    public let originalTitleText: String?
    /// `Heat on IMDb`, the text of the link to ``imdbURL``.
    public let imdbText: String
    /// Every cast member, in the source's order, when the facts show only the first of them;
    /// empty otherwise.
    public let fullCast: [String]
    /// What the full cast is shown under, e.g. `All 73 cast members`; nil when ``fullCast`` is empty.
    public let fullCastTitle: String?
    /// Every director, in the source's order, for their pages.
    public let directors: [String]
    /// Every cast member, in the source's order, for their pages.
    public let cast: [String]
    /// The page's summary for search engines and link previews: year, directors and genres,
    /// e.g. `1995 film directed by Michael Mann. Action, Crime, Drama.`
    public let pageDescription: String
    /// The movie as schema.org describes it, for its page's JSON-LD.
    public let structuredData: MovieStructuredData

    /// - Parameter localization: the language of every text and label.
    public init(movie: Movie, posterURLBuilder: PosterURLBuilder = .none, maxCastCount: Int = 12, localization: Localization = .english) {
        let item = MoviesListItemViewModel(movie: movie, posterURLBuilder: posterURLBuilder, localization: localization)
        id = movie.id
        title = movie.title
        originalTitle = movie.originalTitle.trimmedOrNil.flatMap { $0 == movie.title ? nil : $0 }
        year = item.year
        releaseDate = item.releaseDate
        overview = item.overview
        hasOverview = movie.overview.trimmedOrNil != nil
        rating = item.rating
        genres = item.genreNames
        posterURL = item.posterURL
        placeholder = item.placeholder
        imdbURL = movie.imdbID.trimmedOrNil.map { "https://www.imdb.com/title/\($0)/" }
        screenTitle = item.year.isEmpty ? movie.title : localization.text(.movieTitleYear, ["title": movie.title, "year": item.year])
        originalTitleText = originalTitle.map { localization.text(.movieOriginalTitle, ["title": $0]) }
        imdbText = localization.text(.movieOnImdb, ["title": movie.title])
        facts = Self.facts(of: movie, item: item, maxCastCount: maxCastCount, localization: localization)
        let credited = Self.creditedNames(of: movie)
        let cast = credited.cast
        fullCast = cast.count > maxCastCount ? cast : []
        fullCastTitle = fullCast.isEmpty ? nil : localization.count(.fullCast, cast.count)
        directors = credited.directors
        self.cast = cast
        pageDescription = Self.pageDescription(title: movie.title, year: item.year, directors: directors, genres: genres, localization: localization)
        structuredData = MovieStructuredData(movie: movie, genres: genres, imdbURL: imdbURL)
    }

    /// The directors and cast members the page of `movie` names (``directors``, ``cast``): each
    /// with a page of their own.
    public static func creditedNames(of movie: Movie) -> (directors: [String], cast: [String]) {
        (movie.directors.compactMap(\.trimmedOrNil), movie.cast.compactMap(\.trimmedOrNil))
    }

    private static func facts(of movie: Movie, item: MoviesListItemViewModel, maxCastCount: Int, localization: Localization) -> [Fact] {
        var facts: [Fact] = []
        func add(_ label: String, _ value: String?) {
            if let value = value.trimmedOrNil { facts.append(Fact(label: label, value: value)) }
        }
        func add(_ label: String, naming people: [String], _ compose: ([String]) -> String) {
            if let fact = Fact(label: label, naming: people, compose) { facts.append(fact) }
        }
        let l = localization
        let separator = l.text(.listSeparator)
        add(l.text(.factReleased), item.releaseDate)
        add(l.text(.factRuntime), movie.runtimeMinutes.flatMap { $0 > 0 ? l.runtime(minutes: $0) : nil })
        add(l.text(.factRating), movie.rating.map { rating in
            guard let votes = movie.voteCount else { return l.rating(rating) }
            return l.text(.movieRatingReviews, ["rating": l.rating(rating), "reviews": l.count(.reviews, votes)])
        })
        add(l.text(.factCertification), movie.certification)
        add(l.text(.factGenres), item.genreNames.joined(separator: separator))
        add(l.count(.directors, movie.directors.count), naming: movie.directors.compactMap(\.trimmedOrNil)) { l.list($0) }
        let cast = movie.cast.compactMap(\.trimmedOrNil)
        let more = cast.count - min(cast.count, maxCastCount)
        add(l.text(movie.isCastInBillingOrder ? .factCast : .factCastAlphabetical), naming: Array(cast.prefix(maxCastCount))) { names in
            let castText = names.joined(separator: separator)
            return more > 0 ? l.text(.movieCastMore, ["cast": castText, "count": l.number(more)]) : castText
        }
        add(l.count(.languages, movie.languages.count), movie.languages.joined(separator: separator))
        add(l.count(.countries, movie.countries.count), movie.countries.joined(separator: separator))
        add(l.text(.factBoxOffice), movie.boxOffice.flatMap { $0 > 0 ? l.text(.movieBoxOffice, ["amount": l.number(Int($0.rounded()))]) : nil })
        add(l.text(.factAwards), movie.awards)
        return facts
    }
}
