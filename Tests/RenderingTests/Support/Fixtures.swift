import Domain
import Presentation
import Rendering

/// Sample view models and pages shared by the tests.
enum Fixtures {
    /// Titles and texts that mean something in Markdown or HTML; every one must show literally.
    static let trickyTexts = [
        "Face/Off",
        "M*A*S*H",
        "Pride & Prejudice",
        "<script>alert(1)</script>",
        "[x](javascript:alert(1))",
        "8½",
        "_underscores_",
        "Back`tick",
        "# Heading",
        "1. Listish",
        "- dashy",
        "Trailing \\",
        "&amp;",
    ]

    static let posters = PosterURLBuilder(baseURL: "https://image.example/t/p/w342")

    static let heat = Movie(
        id: "949",
        title: "Heat",
        releaseDate: CalendarDate(year: 1995, month: 12, day: 15),
        overview: "A group of professional bank robbers start to feel the heat from police.",
        genres: ["Action", "Crime", "Drama"],
        posterPath: "/heat.jpg",
        rating: 7.9,
        voteCount: 7123,
        runtimeMinutes: 170,
        directors: ["Michael Mann"],
        cast: ["Al Pacino", "Robert De Niro", "Val Kilmer"],
        certification: "R",
        languages: ["English", "Spanish"],
        countries: ["United States"],
        imdbID: "tt0113277"
    )

    static let unknown = Movie(id: "u/1", title: "Untitled Project")

    static func trickyMovie(_ text: String, index: Int) -> Movie {
        Movie(
            id: "t\(index)",
            title: text,
            overview: "Overview of \(text)\nsecond  line\twith tab",
            genres: [text, "Drama"],
            rating: 5
        )
    }

    static var trickyMovies: [Movie] {
        trickyTexts.enumerated().map { trickyMovie($0.element, index: $0.offset) }
    }

    static func item(_ movie: Movie) -> MoviesListItemViewModel {
        MoviesListItemViewModel(movie: movie, posterURLBuilder: posters)
    }

    static func searchEntry(_ movie: Movie) -> MovieSearchEntryViewModel {
        MovieSearchEntryViewModel(movie: movie)
    }

    static func details(_ movie: Movie, posters: PosterURLBuilder = posters) -> MovieDetailsViewModel {
        MovieDetailsViewModel(movie: movie, posterURLBuilder: posters)
    }

    static func search(_ query: String, slug: String? = nil, total: Int = 3, pages: Int = 1, status: SearchStatus = .ok, message: String? = nil) -> SearchSummary {
        SearchSummary(
            query: query,
            slug: slug ?? QuerySlugs(queries: [query]).slug(for: query),
            totalResults: total,
            pageCount: pages,
            status: status,
            message: message
        )
    }

    static func results(_ search: SearchSummary, page: Int, movies: [Movie], emptyText: String? = nil, errorText: String? = nil) -> ResultsPage {
        ResultsPage(
            search: search,
            page: page,
            items: movies.map(item),
            screenTitle: "Results for “\(search.query)”",
            emptyText: emptyText,
            errorText: errorText
        )
    }

    static let renderer = SiteRenderer(templates: .builtIn)
}

extension Fixtures {
    /// Movies sharing genres and years, for the genre and year pages.
    static let collectionMovies: [Movie] = [
        heat,
        Movie(id: "2", title: "Casino", year: 1995, genres: ["Crime", "Drama"], rating: 8.2, directors: ["Martin Scorsese"], cast: ["Robert De Niro", "Sharon Stone"]),
        Movie(id: "3", title: "Amélie", year: 2001, genres: ["Comedy", "Romance"], directors: ["Jean-Pierre Jeunet"]),
        Movie(id: "4", title: "Zodiac", year: 2007, genres: ["Crime", "Mystery"]),
        Movie(id: "5", title: "<b>Bold</b> & [linked](javascript:x)", genres: ["Crime"]),
        unknown,
    ]
}
