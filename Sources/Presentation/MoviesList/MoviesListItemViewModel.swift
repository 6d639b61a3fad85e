import Domain

/// One movie in a results list, every field ready to show.
public struct MoviesListItemViewModel: Sendable, Hashable, Identifiable {
    public let id: Movie.Identifier
    public let title: String
    /// The release year, or empty when unknown.
    public let year: String
    /// `January 19, 2009`; `2009` when the source knows only the year; else `To be announced`.
    public let releaseDate: String
    /// The synopsis; without one, ``credits``; without those, a line saying there is none.
    public let overview: String
    /// `7.2/10`, or `Not rated`.
    public let rating: String
    /// Genres joined for display, e.g. `Comedy, Drama`; empty when unknown.
    public let genres: String
    /// The genres one by one, in the source's order.
    public let genreNames: [String]
    /// The poster's full URL, or nil when there is none.
    public let posterURL: String?
    /// Who made the film and who is in it, e.g. `Directed by Michael Mann; with Al Pacino,
    /// Robert De Niro and Val Kilmer.`; empty when the source knows neither.
    public let credits: String
    /// Everyone the film's search entry answers to: its directors, then its cast, in the
    /// source's order, each once.
    public let people: [String]
    /// A short line under the title: the year and the rating when they are known, e.g.
    /// `1995 · 7.9/10`; possibly empty.
    public let caption: String
    /// What to show when there is no poster.
    public let placeholder: PosterPlaceholderViewModel

    /// - Parameter localization: the language of every text; genre names of the local catalog
    ///   are translated through its table.
    public init(movie: Movie, posterURLBuilder: PosterURLBuilder = .none, localization: Localization = .english) {
        id = movie.id
        title = movie.title
        year = Self.yearText(of: movie)
        releaseDate = movie.releaseDate.map(localization.longDate)
            ?? movie.year.map { localization.text(.dateYearOnly, ["year": String($0)]) }
            ?? localization.text(.dateToBeAnnounced)
        people = Self.distinctNames(movie.directors + movie.cast)
        credits = CreditsText.sentence(directors: movie.directors, cast: movie.cast, castIsBilled: movie.isCastInBillingOrder, localization: localization)
        overview = movie.overview.trimmedOrNil ?? (credits.isEmpty ? localization.text(.movieNoOverview) : credits)
        let rated = movie.rating.map(localization.rating)
        rating = rated ?? localization.text(.movieNotRated)
        genreNames = Self.genreNames(of: movie, localization: localization)
        genres = Self.genresText(genreNames, localization: localization)
        posterURL = posterURLBuilder.url(forPosterPath: movie.posterPath)
        caption = [year, rated ?? ""].filter { !$0.isEmpty }.joined(separator: " · ")
        placeholder = PosterPlaceholderViewModel(title: movie.title, id: movie.id)
    }

    /// `names` without empty ones and repeats, in order. A list of a film's size is searched, not
    /// hashed: every list item of a build makes one. Names are compared only when their lengths
    /// agree, so a search of 64 names costs less than hashing them.
    static func distinctNames(_ names: [String]) -> [String] {
        guard names.count > 64 else {
            var distinct: [String] = []
            distinct.reserveCapacity(names.count)
            for name in names where !name.isEmpty {
                let length = name.utf8.count
                if !distinct.contains(where: { $0.utf8.count == length && $0 == name }) { distinct.append(name) }
            }
            return distinct
        }
        var seen = Set<String>(minimumCapacity: names.count)
        return names.filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// ``year`` of `movie`'s item: its release year, or empty when unknown.
    public static func yearText(of movie: Movie) -> String {
        movie.year.map(String.init) ?? ""
    }

    /// ``genreNames`` of `movie`'s item: its genres in `localization`'s words.
    public static func genreNames(of movie: Movie, localization: Localization) -> [String] {
        movie.genres.map(localization.genre)
    }

    /// ``genres`` of an item with `genreNames`: one line, e.g. `Action, Crime`.
    public static func genresText(_ genreNames: [String], localization: Localization) -> String {
        genreNames.joined(separator: localization.text(.listSeparator))
    }
}
