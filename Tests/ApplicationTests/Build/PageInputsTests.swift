@testable import Application
import Domain
import Presentation
import Rendering
import Testing

/// What movie and person pages are kept by: every value they show must change their inputs.
@Suite struct PageInputsTests {
    private static let movie = Movie(
        id: "7", title: "Heat", originalTitle: "Heat (original)", releaseDate: CalendarDate(year: 1995, month: 12, day: 15), year: 1995,
        overview: "A heist.", genres: ["Crime", "Drama"], posterPath: "/p.jpg", rating: 8.3, voteCount: 7000, runtimeMinutes: 170,
        directors: ["Michael Mann"], cast: ["Al Pacino", "Robert De Niro"], isCastInBillingOrder: true, certification: "R",
        languages: ["en"], countries: ["US"], awards: "Nominated", boxOffice: 187_436_818, imdbID: "tt0113277"
    )
    private static let foundBy = [SearchLink(query: "heat", slug: "heat")]
    private static let links = [CollectionLink(kind: .genre, name: "Crime", slug: "crime")]

    private func digest(
        _ movie: Movie, foundBy: [SearchLink] = foundBy, links: [CollectionLink] = links, posters: PosterURLBuilder = PosterURLBuilder(baseURL: "https://img/w342")
    ) -> PageDigest {
        PageDigest.of(inputs: movie.pageInputs(foundBy: foundBy, collections: links, posters: posters), site: PageInputs(kind: "site"), format: "html")
    }

    @Test func coverEveryPropertyOfAMovie() {
        #expect(Self.storedValueCount(of: Self.movie) == Movie.pageInputsPropertyCount,
                "Movie has a new property: add it to Movie.pageInputs and to this test")
    }

    /// How many values `movie` stores: its copies share them in one box, so the count is read
    /// through the box and its fields.
    private static func storedValueCount(of movie: Movie) -> Int {
        var mirror = Mirror(reflecting: movie)
        while mirror.children.count == 1, let only = mirror.children.first {
            mirror = Mirror(reflecting: only.value)
        }
        return mirror.children.count
    }

    @Test func changeWithEveryPropertyTheSearchesAndTheCollections() {
        let m = Self.movie
        func with(
            title: String? = nil, originalTitle: String?? = nil, releaseDate: CalendarDate?? = nil, year: Int?? = nil, overview: String? = nil,
            genres: [String]? = nil, posterPath: String?? = nil, rating: Double?? = nil, voteCount: Int?? = nil, runtime: Int?? = nil,
            directors: [String]? = nil, cast: [String]? = nil, billed: Bool? = nil, certification: String?? = nil, languages: [String]? = nil,
            countries: [String]? = nil, awards: String?? = nil, boxOffice: Double?? = nil, imdbID: String?? = nil, id: String? = nil
        ) -> Movie {
            Movie(
                id: id ?? m.id, title: title ?? m.title, originalTitle: originalTitle ?? m.originalTitle, releaseDate: releaseDate ?? m.releaseDate,
                year: year ?? m.year, overview: overview ?? m.overview, genres: genres ?? m.genres, posterPath: posterPath ?? m.posterPath,
                rating: rating ?? m.rating, voteCount: voteCount ?? m.voteCount, runtimeMinutes: runtime ?? m.runtimeMinutes,
                directors: directors ?? m.directors, cast: cast ?? m.cast, isCastInBillingOrder: billed ?? m.isCastInBillingOrder,
                certification: certification ?? m.certification, languages: languages ?? m.languages, countries: countries ?? m.countries,
                awards: awards ?? m.awards, boxOffice: boxOffice ?? m.boxOffice, imdbID: imdbID ?? m.imdbID
            )
        }
        let variants: [Movie] = [
            with(id: "8"), with(title: "Heat!"), with(originalTitle: .some(nil)), with(releaseDate: CalendarDate(year: 1995, month: 12, day: 16)),
            with(year: 1996), with(overview: "Another heist."), with(genres: ["Crime"]), with(posterPath: "/q.jpg"), with(rating: 8.4),
            with(voteCount: 7001), with(runtime: 171), with(directors: []), with(cast: ["Al Pacino"]), with(billed: false),
            with(certification: "PG"), with(languages: ["fr"]), with(countries: ["FR"]), with(awards: .some(nil)), with(boxOffice: 1),
            with(imdbID: "tt1"),
        ]
        #expect(variants.count == Movie.pageInputsPropertyCount)
        var digests = [digest(m)] + variants.map { digest($0) }
        digests.append(digest(m, foundBy: []))
        digests.append(digest(m, foundBy: [SearchLink(query: "heat", slug: nil)]))
        digests.append(digest(m, links: []))
        digests.append(digest(m, links: [CollectionLink(kind: .year, name: "Crime", slug: "crime")]))
        digests.append(digest(m, posters: PosterURLBuilder(baseURL: "https://img/w500")))
        #expect(Set(digests).count == digests.count)
        #expect(digest(m) == digest(with()))
    }

    @Test func changeWithEveryPartOfAFilmography() {
        let film = CreditedFilm(id: "7", title: "Heat", year: 1995)
        func digest(_ filmography: Filmography) -> PageDigest { PageDigest.of(inputs: filmography.pageInputs, site: PageInputs(kind: "site"), format: "html") }
        let base = Filmography(personKey: "al-pacino", name: "Al Pacino", entries: [.init(role: .cast, film: film)])
        let variants = [
            Filmography(personKey: "al-pacino-2", name: "Al Pacino", entries: base.entries),
            Filmography(personKey: "al-pacino", name: "Al Pacino Jr.", entries: base.entries),
            Filmography(personKey: "al-pacino", name: "Al Pacino", entries: [.init(role: .director, film: film)]),
            Filmography(personKey: "al-pacino", name: "Al Pacino", entries: [.init(role: .cast, film: CreditedFilm(id: "8", title: "Heat", year: 1995))]),
            Filmography(personKey: "al-pacino", name: "Al Pacino", entries: [.init(role: .cast, film: CreditedFilm(id: "7", title: "Heat 2", year: 1995))]),
            Filmography(personKey: "al-pacino", name: "Al Pacino", entries: [.init(role: .cast, film: CreditedFilm(id: "7", title: "Heat", year: nil))]),
            Filmography(personKey: "al-pacino", name: "Al Pacino", entries: base.entries + base.entries),
        ]
        let digests = [digest(base)] + variants.map(digest)
        #expect(Set(digests).count == digests.count)
    }

    @Test func whatAFilmGivesPersonPagesChangesWithWhatTheyListAndEveryCredit() {
        let movie = Movie(id: "7", title: "Heat", year: 1995, genres: ["Crime"])
        func credit(_ key: String, _ name: String, _ role: Credit.Role) -> Credit {
            Credit(personKey: key, name: name, role: role, film: CreditedFilm(movie))
        }
        let credits = [credit("al-pacino", "Al Pacino", .cast)]
        func digest(_ movie: Movie, _ credits: [Credit]) -> PageDigest { movie.personPageInputs(credits: credits).digest }
        let variants = [
            digest(Movie(id: "8", title: "Heat", year: 1995, genres: ["Crime"]), credits),
            digest(Movie(id: "7", title: "Heat 2", year: 1995, genres: ["Crime"]), credits),
            digest(Movie(id: "7", title: "Heat", year: 1996, genres: ["Crime"]), credits),
            digest(movie, []),
            digest(movie, [credit("al-pacino", "Al Pacino", .director)]),
            digest(movie, [credit("al-pacino", "AL PACINO", .cast)]),
            digest(movie, credits + [credit("val-kilmer", "Val Kilmer", .cast)]),
        ]
        let digests = [digest(movie, credits)] + variants
        #expect(Set(digests).count == digests.count)
        // The person pages do not show a film's genres: a change of genres makes none of them again.
        #expect(digest(Movie(id: "7", title: "Heat", year: 1995, genres: ["Drama"]), credits) == digest(movie, credits))
    }

    @Test func aGenreOrYearPageChangesWithItsPlaceItsNeighboursAndEveryFilmsListItem() throws {
        let posters = PosterURLBuilder(baseURL: "https://img/w342")
        let heat = Self.movie
        let table = [heat.id: heat.listItemDigest(posters: posters), "8": Movie(id: "8", title: "Ronin").listItemDigest(posters: posters)]
        let items = Self.listItems(table)
        let collection = MovieCollectionViewModel(name: "Crime", screenTitle: "Crime", movieIDs: [heat.id, "8"])
        let link = CollectionLink(kind: .genre, name: "Crime", slug: "crime")
        let first = CollectionPageRange(start: nil, firstTitle: "Heat", lastTitle: "Ronin")
        let later = CollectionPageRange(start: "9", firstTitle: "Se7en", lastTitle: "Zodiac")
        func slot(
            link: CollectionLink = link, collection: MovieCollectionViewModel = collection, range: CollectionPageRange = first,
            previous: CollectionPageRange? = nil, next: CollectionPageRange? = nil, index: [CollectionPageRange] = [], ids: [String] = [heat.id, "8"]
        ) -> CollectionPage.Slot {
            CollectionPage.Slot(link: link, collection: collection, range: range, previous: previous, next: next, index: index, movieIDs: ids[...])
        }
        let base = try #require(slot().pageInputs(listItems: items)).digest
        let retitled = Movie(id: heat.id, title: "Heat (1995)", year: heat.year, genres: heat.genres)
        let longer = MovieCollectionViewModel(name: "Crime", screenTitle: "Crime", movieIDs: [heat.id, "8", "9"])
        let variants = try [
            slot(link: CollectionLink(kind: .year, name: "Crime", slug: "crime")).pageInputs(listItems: items),
            slot(link: CollectionLink(kind: .genre, name: "Crime", slug: "crime-2")).pageInputs(listItems: items),
            slot(collection: MovieCollectionViewModel(name: "Crime", screenTitle: "Crime films", movieIDs: [heat.id, "8"])).pageInputs(listItems: items),
            slot(collection: longer).pageInputs(listItems: items),
            slot(range: CollectionPageRange(start: "7", firstTitle: "Heat", lastTitle: "Ronin")).pageInputs(listItems: items),
            slot(range: CollectionPageRange(start: nil, firstTitle: "Heat", lastTitle: "Ronin 2")).pageInputs(listItems: items),
            slot(previous: later).pageInputs(listItems: items),
            slot(next: later).pageInputs(listItems: items),
            slot(next: CollectionPageRange(start: "10", firstTitle: "Se7en", lastTitle: "Zodiac")).pageInputs(listItems: items),
            slot(next: later, index: [first, later]).pageInputs(listItems: items),
            slot(next: later, index: [first, CollectionPageRange(start: "9", firstTitle: "Se7en", lastTitle: "Zulu")]).pageInputs(listItems: items),
            slot(ids: ["8", heat.id]).pageInputs(listItems: items),
            slot().pageInputs(listItems: Self.listItems(table.merging([heat.id: retitled.listItemDigest(posters: posters)]) { $1 })),
            slot().pageInputs(listItems: Self.listItems(table.merging([heat.id: heat.listItemDigest(posters: .none)]) { $1 })),
        ].map { try #require($0).digest }
        #expect(Set([base] + variants).count == variants.count + 1)
        let laterPage = slot(range: later, previous: first)
        #expect(
            try #require(laterPage.pageInputs(listItems: items)).digest == #require(CollectionPage.Slot(
                link: link, collection: longer, range: later, previous: first, movieIDs: laterPage.movieIDs
            ).pageInputs(listItems: items)).digest,
            "a later page says nothing of the collection's count, so a film more elsewhere leaves it as it was"
        )
        #expect(slot(ids: [heat.id, "9"]).pageInputs(listItems: items) == nil, "a film whose item is unknown")
    }

    /// `table`'s digests as a build records them, in no order, then sorted.
    private static func listItems(_ table: [String: PageDigest]) -> ListItemDigests {
        var items = ListItemDigests()
        for (id, digest) in table { items.record(digest, of: id) }
        items.sort()
        return items
    }
}
