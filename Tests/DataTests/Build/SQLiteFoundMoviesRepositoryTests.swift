import Data
import Domain
import TestSupport
import Testing

@Suite struct SQLiteFoundMoviesRepositoryTests {
    static let full = Movie(
        id: "42", title: "Heat", originalTitle: "Heat (1995)", releaseDate: CalendarDate(year: 1995, month: 12, day: 15),
        overview: "A crew of thieves.", genres: ["Crime", "Drama"], posterPath: "/heat.jpg", rating: 8.3, voteCount: 7000,
        runtimeMinutes: 170, directors: ["Michael Mann"], cast: ["Al Pacino", "Robert De Niro"], isCastInBillingOrder: false,
        certification: "R", languages: ["English", "Español"], countries: ["United States"], awards: "None",
        boxOffice: 187_436_818, imdbID: "tt0113277"
    )

    @Test func everyFieldComesBackAsItWasSaved() throws {
        let repository = try SQLiteFoundMoviesRepository()
        let bare = Movie(id: "7", title: "")
        try repository.save([Self.full, bare], foundBy: 3, firstFound: [:])
        #expect(try repository.movies(ids: ["7", "missing", "42"]) == [bare, Self.full])
        #expect(try repository.count() == 2)
        #expect(Set(try Self.outlines(of: repository)) == [MovieOutline(Self.full), MovieOutline(bare)])
    }

    /// Saves look up the films saved before in memory until the saves end, and in the table after.
    @Test(arguments: [false, true])
    func theSearchEarliestInTheListStandsForAMovie(savesEndedEarly: Bool) throws {
        let repository = try SQLiteFoundMoviesRepository()
        let later = Movie(id: "42", title: "Heat (later search)", genres: ["Thriller"])
        try repository.save([later], foundBy: 5, firstFound: [:])
        if savesEndedEarly { repository.savesEnded() }
        try repository.save([Self.full], foundBy: 2, firstFound: [:])
        try repository.save([later], foundBy: 9, firstFound: [:])
        try repository.save([later], foundBy: 5, firstFound: [:])
        #expect(try repository.movies(ids: ["42"]) == [Self.full])
        #expect(try Self.outlines(of: repository) == [MovieOutline(Self.full)])
        #expect(try repository.positions(ids: ["42", "none"]) == ["42": [2, 5, 9]])
    }

    /// Searches of 23 and 7 films are written several rows a statement (16, 4 and 1 rows).
    @Test(arguments: [false, true])
    func longSearchesKeepEachFilmsEarliestSearchAndTheirOrder(savesEndedEarly: Bool) throws {
        let repository = try SQLiteFoundMoviesRepository()
        let films = (0..<23).map { Movie(id: "m\($0)", title: "Film \($0)", genres: ["Drama"]) }
        // A film listed twice keeps its first place.
        try repository.save(films + [films[3]], foundBy: 4, firstFound: ["m5": 300])
        if savesEndedEarly { repository.savesEnded() }
        let earlier = [20, 1, 3, 22, 7, 8, 9].map { Movie(id: "m\($0)", title: "Earlier \($0)", year: 2001) }
        try repository.save(earlier, foundBy: 1, firstFound: [:])

        #expect(try repository.count() == 23)
        let ids = films.map(\.id)
        let expected = films.map { film in earlier.first { $0.id == film.id } ?? film }
        #expect(try repository.movies(ids: ids) == expected)
        #expect(Set(try Self.outlines(of: repository)) == Set(expected.map(MovieOutline.init)))
        #expect(try repository.positions(ids: ["m3", "m4"]) == ["m3": [1, 4], "m4": [4]])
        let newest = try repository.newestFilms(searchCount: 5, limit: 30)
        #expect(newest.bySearch[4].map(\.id) == ["m5"] + ids.filter { $0 != "m5" })
        #expect(newest.bySearch[1].map(\.id) == earlier.map(\.id))
        #expect(newest.bySearch[0].isEmpty)
    }

    @Test func eachPersonsFilmsComeBackByRoleWithOneSpellingOfTheirName() throws {
        let repository = try SQLiteFoundMoviesRepository()
        // Genres in any script, an empty one and one that starts with a combining mark come back
        // as they were in the films' outlines (a filmography lists no genres).
        let thief = Movie(
            id: "7", title: "Thief", releaseDate: CalendarDate(year: 1981, month: 3, day: 27),
            genres: ["Crime", "범죄", "", "\u{301}accent", "Film Noir"]
        )
        try repository.save([Self.full, thief], foundBy: 0, firstFound: [:])
        try repository.saveCredits([
            Credit(personKey: "michael-mann", name: "Michael Mann", role: .director, film: CreditedFilm(Self.full)),
            Credit(personKey: "al-pacino", name: "Al Pacino", role: .cast, film: CreditedFilm(Self.full)),
        ])
        // Another page's credits, another spelling: one person, under the spelling most credits use.
        try repository.saveCredits([
            Credit(personKey: "michael-mann", name: "Michael MANN", role: .director, film: CreditedFilm(thief)),
            Credit(personKey: "michael-mann", name: "Michael Mann", role: .cast, film: CreditedFilm(thief)),
            Credit(personKey: "michael-mann", name: "Michael Mann", role: .director, film: CreditedFilm(thief)),
        ])

        #expect(Set(try Self.outlines(of: repository)) == [MovieOutline(Self.full), MovieOutline(thief)])
        #expect(try repository.personKeys(after: nil, limit: 10) == ["al-pacino", "michael-mann"])
        #expect(try repository.personKeys(after: nil, limit: 1) == ["al-pacino"])
        #expect(try repository.personKeys(after: "al-pacino", limit: 10) == ["michael-mann"])
        let people = try repository.filmographies(keys: ["michael-mann", "nobody"])
        #expect(people == [Filmography(personKey: "michael-mann", name: "Michael Mann", entries: [
            .init(role: .director, film: CreditedFilm(Self.full)),
            .init(role: .director, film: CreditedFilm(thief)),
            .init(role: .cast, film: CreditedFilm(thief)),
        ])])
    }

    /// A batch of many credits is saved several rows a statement and the rest one a row: every
    /// credit comes back, with its role and film, whatever the batch's size.
    @Test(arguments: [1, 15, 16, 17, 37, 64])
    func manyCreditsAtOnceAreAllSaved(count: Int) throws {
        let repository = try SQLiteFoundMoviesRepository()
        let films = (0..<count).map { Movie(id: "m\($0)", title: "Movie \($0)", year: 1990 + $0) }
        try repository.save(films, foundBy: 0, firstFound: [:])
        try repository.saveCredits(films.enumerated().map { index, film in
            Credit(personKey: "person-\(index % 5)", name: "Person \(index % 5)", role: index.isMultiple(of: 3) ? .director : .cast, film: CreditedFilm(film))
        })
        let people = try repository.filmographies(keys: (0..<5).map { "person-\($0)" })
        #expect(people.map(\.entries.count).reduce(0, +) == count)
        for person in people {
            let index = Int(person.personKey.dropFirst("person-".count))!
            let expected = stride(from: index, to: count, by: 5).map { ($0.isMultiple(of: 3) ? Credit.Role.director : .cast, "m\($0)") }
            #expect(Set(person.entries.map { "\($0.role)\($0.film.id)" }) == Set(expected.map { "\($0.0)\($0.1)" }))
            #expect(person.name == "Person \(index)")
        }
    }

    /// Reads go through the `movie` table during the saves, and straight to each film's record
    /// once they end: the same films either way, in the order asked, repeats kept and unknown ids
    /// skipped, each as the search earliest in the list showed it.
    @Test(arguments: [false, true])
    func manyIDsAreReadInChunks(savesEnded: Bool) throws {
        let repository = try SQLiteFoundMoviesRepository()
        let movies = (0..<1_000).map { Movie(id: "m\($0)", title: "Movie \($0)") }
        try repository.save(movies, foundBy: 3, firstFound: [:])
        let earlier = [Movie(id: "m7", title: "Earlier 7"), Movie(id: "m999", title: "Earlier 999")]
        try repository.save(earlier, foundBy: 1, firstFound: [:])
        try repository.save([Movie(id: "m7", title: "Later 7")], foundBy: 2, firstFound: [:])
        if savesEnded { repository.savesEnded() }
        let ids = Array(movies.map(\.id).reversed()) + ["none", "m7", "m10"]
        let films = try repository.movies(ids: ids)
        #expect(films.map(\.id) == ids.filter { $0 != "none" })
        #expect(films.first?.title == "Earlier 999")
        #expect(films.filter { $0.id == "m7" }.map(\.title) == ["Earlier 7", "Earlier 7"])
        #expect(try repository.movies(ids: ["none"]).isEmpty)
        #expect(try repository.positions(ids: Array(ids)).count == 1_000)
    }

    /// Feeds read the newest films: a search's by its own dates, the site's by each film's
    /// earliest date over every search.
    @Test func theNewestFilmsComeFirstBySearchAndForTheSite() throws {
        let repository = try SQLiteFoundMoviesRepository()
        let films = (1...5).map { Movie(id: "m\($0)", title: "Movie \($0)") }
        try repository.save([films[0], films[1], films[2]], foundBy: 0, firstFound: ["m1": 100, "m2": 300, "m3": 300])
        try repository.save([films[3], films[0], films[4]], foundBy: 1, firstFound: ["m4": 300, "m1": 300, "m5": 200])

        let newest = try repository.newestFilms(searchCount: 3, limit: 10)
        #expect(newest.bySearch[0] == [.init(id: "m2", firstFound: 300), .init(id: "m3", firstFound: 300), .init(id: "m1", firstFound: 100)])
        #expect(try repository.newestFilms(searchCount: 3, limit: 2).bySearch[1] == [.init(id: "m4", firstFound: 300), .init(id: "m1", firstFound: 300)])
        #expect(newest.bySearch[2] == [])
        // m1 was found at 100 by the first search: that is its date on the site.
        let onSite: [FirstFoundMovie] = [
            .init(id: "m2", firstFound: 300), .init(id: "m3", firstFound: 300), .init(id: "m4", firstFound: 300),
            .init(id: "m5", firstFound: 200), .init(id: "m1", firstFound: 100),
        ]
        #expect(newest.onSite == onSite)
        #expect(newest.positions == ["m1": [0, 1], "m2": [0], "m3": [0], "m4": [1], "m5": [1]])
        #expect(try repository.newestFilms(searchCount: 3, limit: 1).onSite.map(\.id) == ["m2"])
        // The home page's new films: those no search had found before a time.
        #expect(try repository.firstFoundOnSite(since: 300, limit: 10) == (Array(onSite.prefix(3)), 3))
        #expect(try repository.firstFoundOnSite(since: 200, limit: 2) == (Array(onSite.prefix(2)), 4))
        #expect(try repository.firstFoundOnSite(since: 301, limit: 10) == ([], 0))
    }

    /// The feeds' selection is made in Swift from the table's rows, the home page's new films in
    /// SQL: both choose the site's films by their earliest date, then by the earliest search that
    /// found them and their place in its results; a search's by its own dates then its order;
    /// each film's searches as ``SQLiteFoundMoviesRepository/positions(ids:)`` gives them.
    @Test(arguments: 1...8)
    func theFeedsSelectionChoosesAsTheTablesQueriesDo(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let repository = try SQLiteFoundMoviesRepository()
        let films = (0..<60).map { Movie(id: "m\($0)", title: "Movie \($0)") }
        let searchCount = 12
        var found: [Int: [(id: String, rank: Int, at: Int64)]] = [:]
        for position in (0..<searchCount).shuffled(using: &random) where Int.random(in: 0..<6, using: &random) > 0 {
            let results = Array(films.shuffled(using: &random).prefix(Int.random(in: 1...25, using: &random)))
            let firstFound = Dictionary(uniqueKeysWithValues: results.map { ($0.id, Int64.random(in: 1...4, using: &random) * 100) })
            try repository.save(results, foundBy: position, firstFound: firstFound)
            found[position] = results.enumerated().map { ($1.id, $0, firstFound[$1.id]!) }
        }
        let bySite = Dictionary(grouping: found.flatMap { position, films in films.map { (position: position, film: $0) } }) { $0.film.id }
            .map { id, finds in
                let earliest = finds.min { $0.position < $1.position }!
                return (id: id, at: finds.map(\.film.at).min()!, position: earliest.position, rank: earliest.film.rank)
            }
            .sorted { ($1.at, $0.position, $0.rank) < ($0.at, $1.position, $1.rank) }
        for limit in [1, 7, 100] {
            let newest = try repository.newestFilms(searchCount: searchCount, limit: limit)
            #expect(newest.onSite == bySite.prefix(limit).map { FirstFoundMovie(id: $0.id, firstFound: $0.at) })
            for since: Int64 in [100, 250, 400, 401] {
                let new = bySite.filter { $0.at >= since }
                #expect(try repository.firstFoundOnSite(since: since, limit: limit) == (new.prefix(limit).map { FirstFoundMovie(id: $0.id, firstFound: $0.at) }, new.count))
            }
            for position in 0..<searchCount {
                let expected = (found[position] ?? []).sorted { $0.at != $1.at ? $0.at > $1.at : $0.rank < $1.rank }.prefix(limit)
                #expect(newest.bySearch[position] == expected.map { FirstFoundMovie(id: $0.id, firstFound: $0.at) })
            }
            let selected = Set(newest.onSite.map(\.id) + newest.bySearch.joined().map(\.id))
            #expect(newest.positions == (try repository.positions(ids: Array(selected))))
        }
    }

    /// Every outline `repository` hands over, its batches joined.
    private static func outlines(of repository: SQLiteFoundMoviesRepository) throws -> [MovieOutline] {
        var outlines: [MovieOutline] = []
        while case let batch = try repository.outlines(after: outlines.last?.id, limit: 2_048), !batch.isEmpty {
            outlines += batch
        }
        return outlines
    }

    @Test func outlinesComeInBatchesThatTogetherHoldEveryFilmOnce() throws {
        let repository = try SQLiteFoundMoviesRepository()
        let films = (0..<4_100).map { Movie(id: "f\($0)", title: "Film \($0)", year: 1950 + $0 % 70, genres: ["Drama"]) }
        try repository.save(films, foundBy: 0, firstFound: [:])
        var batches: [[MovieOutline]] = []
        while case let batch = try repository.outlines(after: batches.last?.last?.id, limit: 2_048), !batch.isEmpty {
            batches.append(batch)
        }
        #expect(batches.map(\.count) == [2_048, 2_048, 4])
        #expect(batches.joined().map(\.id) == films.map(\.id).sorted(), "each batch starts after the last one's last id")
        #expect(Set(batches.joined()) == Set(films.map(MovieOutline.init)))
    }
}
