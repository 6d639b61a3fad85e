import Domain
import Presentation
import Rendering

extension TemplateSpecimens {
    /// Pages of every kind built from two full movies and one bare one, in every state a page can
    /// be in (fresh, stale with its notice, failed, empty; first, middle and last pages), so that
    /// every name a context can hold is there.
    static var sample: TemplateSpecimens {
        let posters = PosterURLBuilder(baseURL: "https://image.example/t/p/w342")
        let full = Movie(
            id: "1", title: "Specimen", originalTitle: "Spécimen", releaseDate: CalendarDate(year: 1995, month: 12, day: 15),
            overview: "An overview.", genres: ["Drama", "Crime"], posterPath: "/p.jpg", rating: 7.5, voteCount: 100,
            runtimeMinutes: 100, directors: ["A Director"], cast: (1...13).map { "Actor \($0)" }, certification: "R", languages: ["English"],
            countries: ["France"], awards: "An award", boxOffice: 1_000_000, imdbID: "tt0000001"
        )
        let other = Movie(id: "2", title: "Other", releaseDate: CalendarDate(year: 2004, month: 1, day: 2), genres: ["Drama"], rating: 6)
        let bare = Movie(id: "3", title: "Bare")
        let movies = [full, other, bare]
        let items = movies.map { MoviesListItemViewModel(movie: $0, posterURLBuilder: posters) }
        let link = SearchLink(query: "specimen", slug: "specimen")
        let searches = [SearchStatus.ok, .stale, .failed].map { status in
            SearchSummary(query: "specimen", slug: "specimen", totalResults: 3, pageCount: 3, status: status, message: status == .ok ? nil : "why")
        }
        let results = searches.flatMap { search in
            [ResultsPage(search: search, page: 2, items: items, screenTitle: "Results", emptyText: "None", errorText: "Stale"),
             ResultsPage(search: search, page: 1, items: [], screenTitle: "Results")]
        }
        let collections = SiteCollections(MovieCollectionsViewModel(items: items), paging: .fixed(1))
        let details = movies.map { movie in
            MovieDetailsPage(
                details: MovieDetailsViewModel(movie: movie, posterURLBuilder: posters),
                foundBy: [link, SearchLink(query: "gone", slug: nil)],
                collections: collections.links(genres: movie.genres, year: movie.releaseDate.map { String($0.year) } ?? "")
            )
        }
        return TemplateSpecimens(
            results: results,
            movies: details,
            index: [IndexPage(siteTitle: "Marquee", searches: searches, recentSearches: [link, SearchLink(query: "gone", slug: nil)],
                              genres: collections.genres.genres, bestRated: items, newMovies: NewMoviesViewModel(count: 3, items: items)),
                    IndexPage(siteTitle: "Marquee", searches: [], recentSearches: [], newMovies: NewMoviesViewModel(count: 0, items: []))],
            recent: [RecentSearchesPage(items: [link, SearchLink(query: "gone", slug: nil)]), RecentSearchesPage(items: [])],
            collections: collections,
            items: items,
            people: [PersonPage(person: PersonViewModel(filmography: Filmography(personKey: "a-director", name: "A Director", entries: [
                Filmography.Entry(role: .director, film: CreditedFilm(full)), Filmography.Entry(role: .cast, film: CreditedFilm(bare)),
            ])))],
            feeds: [
                FeedPage(feed: MovieFeedViewModel(siteTitle: "Marquee", query: nil, entries: movies.map { movie in
                    MovieFeedEntryViewModel(movie: movie, firstFound: 0, foundBy: ["specimen"])
                }, emptySince: 0)),
                FeedPage(feed: MovieFeedViewModel(siteTitle: "Marquee", query: "specimen", entries: [], emptySince: 0), slug: "specimen"),
            ]
        )
    }
}
