import Domain

/// Everything a movie's own page shows, every field ready to show.
public struct MovieDetailsViewModel: Sendable, Hashable, Identifiable {
    /// A labelled fact, e.g. `Runtime: 1 h 52 min`; only facts the source knows are listed.
    public struct Fact: Sendable, Hashable {
        public let label: String
        public let value: String
    }

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

    public init(movie: Movie, posterURLBuilder: PosterURLBuilder = .none, maxCastCount: Int = 12) {
        let item = MoviesListItemViewModel(movie: movie, posterURLBuilder: posterURLBuilder)
        id = movie.id
        title = movie.title
        originalTitle = movie.originalTitle.trimmedOrNil.flatMap { $0 == movie.title ? nil : $0 }
        year = item.year
        releaseDate = item.releaseDate
        overview = item.overview
        hasOverview = movie.overview.trimmedOrNil != nil
        rating = item.rating
        genres = movie.genres
        posterURL = item.posterURL
        placeholder = item.placeholder
        imdbURL = movie.imdbID.trimmedOrNil.map { "https://www.imdb.com/title/\($0)/" }
        screenTitle = item.year.isEmpty ? movie.title : "\(movie.title) (\(item.year))"
        facts = Self.facts(of: movie, item: item, maxCastCount: maxCastCount)
    }

    private static func facts(of movie: Movie, item: MoviesListItemViewModel, maxCastCount: Int) -> [Fact] {
        var facts: [Fact] = []
        func add(_ label: String, _ value: String?) {
            if let value = value.trimmedOrNil { facts.append(Fact(label: label, value: value)) }
        }
        add("Released", item.releaseDate)
        add("Runtime", movie.runtimeMinutes.flatMap { $0 > 0 ? DisplayFormat.runtime(minutes: $0) : nil })
        add("Rating", movie.rating.map { rating in
            let votes = movie.voteCount.map { " (\(DisplayFormat.grouped($0)) \($0 == 1 ? "review" : "reviews"))" } ?? ""
            return DisplayFormat.rating(rating) + votes
        })
        add("Certification", movie.certification)
        add("Genres", movie.genres.joined(separator: ", "))
        add(movie.directors.count == 1 ? "Director" : "Directors", DisplayFormat.list(movie.directors))
        let cast = Array(movie.cast.prefix(maxCastCount))
        let more = movie.cast.count - cast.count
        add(movie.isCastInBillingOrder ? "Cast" : "Cast (A–Z)", cast.joined(separator: ", ") + (more > 0 ? " and \(more) more" : ""))
        add(movie.languages.count == 1 ? "Language" : "Languages", movie.languages.joined(separator: ", "))
        add(movie.countries.count == 1 ? "Country" : "Countries", movie.countries.joined(separator: ", "))
        add("Box office", movie.boxOffice.flatMap { $0 > 0 ? "$" + DisplayFormat.grouped(Int($0.rounded())) : nil })
        add("Awards", movie.awards)
        return facts
    }
}
