import Domain
import Presentation
import Testing

@Suite struct MovieDetailsViewModelTests {
    @Test func listsTheKnownFactsInOrder() {
        let movie = Movie(
            id: "595",
            title: "The Intouchables",
            originalTitle: "Intouchables",
            releaseDate: CalendarDate(iso8601: "2011-01-01"),
            genres: ["Biography", "Comedy", "Drama"],
            rating: 6.8,
            voteCount: 129,
            runtimeMinutes: 112,
            directors: ["Olivier Nakache", "Éric Toledano"],
            cast: ["François Cluzet", "Omar Sy", "Anne Le Ny"],
            certification: "R",
            languages: ["French"],
            countries: ["France"],
            boxOffice: 426_588_510,
            imdbID: "tt1675434"
        )

        let details = MovieDetailsViewModel(movie: movie, maxCastCount: 2)

        #expect(details.screenTitle == "The Intouchables (2011)")
        #expect(details.originalTitle == "Intouchables")
        #expect(details.imdbURL == "https://www.imdb.com/title/tt1675434/")
        #expect(details.facts.map(\.label) == [
            "Released", "Runtime", "Rating", "Certification", "Genres", "Directors", "Cast", "Language", "Country", "Box office",
        ])
        #expect(details.facts.map(\.value) == [
            "January 1, 2011", "1 h 52 min", "6.8/10 (129 reviews)", "R", "Biography, Comedy, Drama",
            "Olivier Nakache and Éric Toledano", "François Cluzet, Omar Sy and 1 more", "French", "France", "$426,588,510",
        ])
        // The names "and 1 more" stands for are not lost: the whole cast is there to show.
        #expect(details.fullCast == ["François Cluzet", "Omar Sy", "Anne Le Ny"])
        #expect(details.fullCastTitle == "All 3 cast members")
        #expect(MovieDetailsViewModel(movie: movie, maxCastCount: 3).fullCast.isEmpty)
        #expect(MovieDetailsViewModel(movie: movie, maxCastCount: 3).fullCastTitle == nil)
    }

    @Test func whiteSpaceAroundTextIsUnicodesWhiteSpace() {
        // Tabs, line ends, NEL, no-break, ideographic and paragraph separators are trimmed; a
        // zero-width space is not white space and stays.
        let padded = MovieDetailsViewModel(movie: Movie(id: "1", title: "Amélie", originalTitle: "\u{3000}\t\u{85} Le Fabuleux\u{A0}\r\n\u{2029}"))
        #expect(padded.originalTitle == "Le Fabuleux")
        #expect(MovieDetailsViewModel(movie: Movie(id: "1", title: "Amélie", originalTitle: " Amélie\u{2028}")).originalTitle == nil)
        #expect(MovieDetailsViewModel(movie: Movie(id: "1", title: "A", originalTitle: "\u{200B}")).originalTitle == "\u{200B}")
        #expect(MovieDetailsViewModel(movie: Movie(id: "1", title: "A", originalTitle: " \u{1680}\u{202F}")).originalTitle == nil)
        // Each ASCII character around a title is trimmed exactly when Unicode calls it white space.
        for scalar in (0...0x7F).compactMap(Unicode.Scalar.init) {
            let title = MovieDetailsViewModel(movie: Movie(id: "1", title: "A", originalTitle: "\(scalar)B\(scalar)")).originalTitle
            #expect(title == (scalar.properties.isWhitespace ? "B" : "\(scalar)B\(scalar)"), "U+\(String(scalar.value, radix: 16))")
        }
    }

    @Test func leavesOutWhatIsUnknown() {
        let details = MovieDetailsViewModel(movie: Movie(id: "1", title: "Mystery", originalTitle: "Mystery"))

        #expect(details.originalTitle == nil)
        #expect(details.imdbURL == nil)
        #expect(details.screenTitle == "Mystery")
        #expect(details.facts.map(\.label) == ["Released"])
        #expect(details.facts.first?.value == "To be announced")
        #expect(details.overview == "No overview available.")
    }

    @Test func formatsShortAndRoundRuntimes() {
        let short = MovieDetailsViewModel(movie: Movie(id: "1", title: "A", runtimeMinutes: 45))
        let round = MovieDetailsViewModel(movie: Movie(id: "1", title: "A", runtimeMinutes: 120))
        #expect(short.facts.first { $0.label == "Runtime" }?.value == "45 min")
        #expect(round.facts.first { $0.label == "Runtime" }?.value == "2 h")
    }
}

private struct FetchMovieDetailsUseCaseMock: FetchMovieDetailsUseCase {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "HTTP 404: The resource you requested could not be found." }
    }

    let details: Movie?
    var staleReason: SourceProblem?

    func execute(requestValue: FetchMovieDetailsUseCaseRequestValue) async throws -> Movie {
        guard let details, details.id == requestValue.movieID else { throw Failure() }
        return details
    }

    func executeNotingStaleness(requestValue: FetchMovieDetailsUseCaseRequestValue) async throws -> MovieDetailsResult {
        MovieDetailsResult(movie: try await execute(requestValue: requestValue), staleReason: staleReason)
    }
}

@Suite struct MovieDetailsPeopleTests {
    @Test func theFactsNameEachPersonApartFromTheWordsAroundThem() throws {
        let cast = (1...14).map { "Actor \($0)" }
        let movie = Movie(id: "1", title: "A", directors: ["Jean-Pierre Jeunet", "Marc Caro"], cast: cast)
        for language in ["en", "es", "ko"] {
            let details = MovieDetailsViewModel(movie: movie, localization: try Localization.builtIn(language))
            let people = details.facts.flatMap { $0.parts.compactMap(\.person) }
            #expect(people == ["Jean-Pierre Jeunet", "Marc Caro"] + cast.prefix(12), "\(language)")
            for fact in details.facts {
                #expect(fact.parts.map(\.text).joined() == fact.value, "\(language): \(fact.label)")
            }
        }
        let english = MovieDetailsViewModel(movie: movie)
        let castFact = try #require(english.facts.first { $0.label == "Cast" || $0.label == "Cast (A–Z)" })
        #expect(castFact.value.hasSuffix("Actor 12 and 2 more"))
        #expect(castFact.parts.last == .init(text: " and 2 more", person: nil))
        let directorsFact = try #require(english.facts.first { $0.label == "Directors" })
        #expect(directorsFact.parts.map(\.text) == ["Jean-Pierre Jeunet", " and ", "Marc Caro"])
        #expect(english.directors == ["Jean-Pierre Jeunet", "Marc Caro"])
        #expect(english.cast == cast)
    }
}

@Suite struct MovieDetailsLoadingTests {
    @Test func showsTheFullDetailsWhenTheyLoad() async {
        let listed = Movie(id: "7", title: "Heat")
        let full = Movie(id: "7", title: "Heat", genres: ["Crime"], runtimeMinutes: 170)

        let (viewModel, problem) = await MovieDetailsViewModel.load(movie: listed, fetchMovieDetailsUseCase: FetchMovieDetailsUseCaseMock(details: full))

        #expect(problem == nil)
        #expect(viewModel.facts.map(\.label).contains("Runtime"))
        #expect(viewModel.genres == ["Crime"])
    }

    @Test func fallsBackToWhatTheListKnewAndSaysWhy() async {
        let listed = Movie(id: "7", title: "Heat", year: 1995)

        let (viewModel, problem) = await MovieDetailsViewModel.load(movie: listed, fetchMovieDetailsUseCase: FetchMovieDetailsUseCaseMock(details: nil))

        #expect(viewModel.screenTitle == "Heat (1995)")
        #expect(problem?.status == .unavailable)
        #expect(problem?.reason == "HTTP 404: The resource you requested could not be found.")
        #expect(problem?.notice == "“Heat” (7): details unavailable, the page shows the search result only: HTTP 404: The resource you requested could not be found.")
    }

    @Test func saysInTheSitesLanguageWhyTheDetailsAreFromTheCache() async throws {
        let listed = Movie(id: "7", title: "Heat")
        let problem = SourceProblem(kind: .serverError(status: "HTTP 503 Service Unavailable"), detail: "Service offline.", description: "TMDB answered HTTP 503 Service Unavailable: Service offline.")
        let useCase = FetchMovieDetailsUseCaseMock(details: listed, staleReason: problem)

        let (_, spanish) = await MovieDetailsViewModel.load(movie: listed, fetchMovieDetailsUseCase: useCase, localization: try Localization.builtIn("es"))
        let (_, korean) = await MovieDetailsViewModel.load(movie: listed, fetchMovieDetailsUseCase: useCase, localization: try Localization.builtIn("ko"))

        #expect(spanish?.status == .stale)
        #expect(spanish?.notice == "«Heat» (7): detalles de la caché, porque la fuente falló: TMDB respondió HTTP 503 Service Unavailable incluso tras reintentar; puede que TMDB esté caído, inténtalo más tarde (Service offline.)")
        #expect(korean?.notice.contains("출처가 실패하여") == true)
        #expect(korean?.notice.contains("HTTP 503 Service Unavailable") == true)
        #expect(spanish?.reason == "TMDB answered HTTP 503 Service Unavailable: Service offline.")
    }
}
