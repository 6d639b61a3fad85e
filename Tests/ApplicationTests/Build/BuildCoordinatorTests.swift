@testable import Application
import Data
import Domain
import Presentation
import Rendering
import Testing

/// The coordinator in-process: fake use cases behind real view models, a real found-movies
/// database, and a page writer that records what it is handed.
@MainActor @Suite struct BuildCoordinatorTests {
    static func movie(_ number: Int, year: Int = 1990, genres: [String] = ["Drama"]) -> Movie {
        Movie(id: "m\(number)", title: "Movie \(number)", year: year, genres: genres)
    }

    static let results: [String: [Movie]] = [
        "alpha": (1...5).map { movie($0) },
        "beta": [movie(2), movie(6, year: 2001, genres: ["Comedy"])],
        "offline": [movie(7), movie(8), movie(9)],
    ]
    static let queries = ["alpha", "beta", "broken", "offline", "empty"]

    private func build(
        _ queries: [String],
        results: [String: [Movie]],
        maxPages: Int = 2,
        batchSize: Int = 4,
        history: FakeFirstFoundRepository = FakeFirstFoundRepository(),
        buildTime: Int64 = 1_000,
        writesFeeds: Bool = false,
        knownSearches: [String: KnownSearch] = [:],
        personPageSources: PersonPageSources? = nil,
        lastBuildFilms: LastBuildFilms? = nil,
        keepable: Set<String> = [],
        looksUp: Bool = true,
        cast: [Movie.Identifier: [String]] = [:]
    ) async throws -> (BuildResult, FakePageWriter, FakeBuildDependencies) {
        let dependencies = FakeBuildDependencies(results: results, recents: ["beta", "never built"], looksUp: looksUp, cast: cast)
        let writer = FakePageWriter(batchSize: batchSize, keepable: keepable)
        let coordinator = BuildCoordinator(
            dependencies: dependencies,
            writer: writer,
            foundMovies: try SQLiteFoundMoviesRepository(),
            history: history,
            personPageSources: personPageSources,
            knownSearches: knownSearches,
            lastBuildFilms: lastBuildFilms,
            settings: .init(maxPages: maxPages, recentLimit: 10, concurrency: 2, buildTime: buildTime, writesFeeds: writesFeeds, feedLimit: 3)
        )
        return (try await coordinator.start(queries: queries), writer, dependencies)
    }

    @Test func statusesAndNoticesComeFromTheListViewModel() async throws {
        let (result, writer, _) = try await build(Self.queries, results: Self.results)
        #expect(result.queries.map(\.status) == [.ok, .ok, .failed, .stale, .ok])
        #expect(result.queries[0].pagesFetched == 2, "at most --max-pages pages")
        #expect(result.queries[0].movieIDs == ["m1", "m2", "m3", "m4"])
        #expect(result.queries[2].error == "the source is down")
        #expect(result.movieCount == 8)

        let results = writer.pages.compactMap { page -> ResultsPage? in
            if case .results(let results) = page { return results }
            return nil
        }
        let broken = try #require(results.first { $0.search.query == "broken" })
        #expect(broken.errorText == "This search could not be completed: the source is down")
        #expect(broken.search.status == .failed)
        let offline = try #require(results.first { $0.search.query == "offline" })
        #expect(offline.errorText == "These results come from the cache because the source could not be reached: no network")
        let empty = try #require(results.first { $0.search.query == "empty" })
        #expect(empty.emptyText == "No movies found for “empty”")
    }

    @Test func screensComeInTheOrderAUserWouldSeeThem() async throws {
        let (result, writer, dependencies) = try await build(Self.queries, results: Self.results)
        #expect(dependencies.finishedInOrder == Self.queries)
        #expect(dependencies.filmPagesMadeCount == 1, "the source is told once that no more films are read")
        let kinds = writer.pages.map(Self.kind)
        let lastResults = try #require(kinds.lastIndex(of: "results"))
        let firstMovie = try #require(kinds.firstIndex(of: "movie"))
        let index = try #require(kinds.firstIndex(of: "index"))
        let firstCollection = try #require(kinds.firstIndex(of: "collection"))
        #expect(lastResults < firstMovie)
        #expect(kinds.lastIndex(of: "movie")! < index)
        // The home page shows the genres and the best-rated films, so it comes with the search
        // index, after the genre and year pages.
        #expect(firstCollection < index)
        #expect(kinds[index - 1] == "searchIndex" || kinds[index + 1] == "searchIndex", "\(kinds)")
        #expect(kinds.suffix(3) == ["notFound", "sitemap", "robots"])
        #expect(kinds.filter { $0 == "movie" }.count == result.movieCount)

        let movie = try #require(writer.pages.lazy.compactMap { page -> MovieDetailsPage? in
            if case .movie(let movie) = page, movie.details.id == "m2" { return movie }
            return nil
        }.first)
        #expect(movie.foundBy.map(\.query) == ["alpha", "beta"], "the searches that found it, in list order")
        #expect(movie.collections.map(\.name) == ["Drama", "2001"])

        let recent = try #require(writer.pages.lazy.compactMap { page -> RecentSearchesPage? in
            if case .recent(let recent) = page { return recent }
            return nil
        }.first)
        #expect(recent.items == [SearchLink(query: "beta", slug: "beta"), SearchLink(query: "never built", slug: nil)])
    }

    @Test func pagesAreHandedOverInBoundedBatches() async throws {
        var results: [String: [Movie]] = [:]
        var queries: [String] = []
        for query in 0..<40 {
            queries.append("query \(query)")
            results["query \(query)"] = (0..<6).map { Self.movie(query * 6 + $0, year: 1950 + query, genres: ["G\(query % 3)"]) }
        }
        let (result, writer, _) = try await build(queries, results: results, maxPages: 3, batchSize: 4)
        #expect(result.movieCount == 240)
        #expect(writer.pages.map(Self.kind).filter { $0 == "movie" }.count == 240)
        // Two queries at a time, each handing over its 3 result pages at once; movie and
        // collection pages 4 at a time. Holding every movie page before writing would be 240.
        #expect(writer.mostHeld <= 6, "at most \(writer.mostHeld) pages were held at once")
    }

    @Test func filmsNotFoundBeforeAreNewAndKeepNoOtherDate() async throws {
        let history = FakeFirstFoundRepository(["alpha": SearchHistory(firstBuilt: 100, firstFound: ["m1": 100, "m3": 200])])
        let (result, writer, _) = try await build(Self.queries, results: Self.results, history: history, buildTime: 500, writesFeeds: true)
        #expect(result.queries[0].newMovieIDs == ["m2", "m4"], "alpha's films it had not found before, in page order")
        #expect(result.queries[1].newMovieIDs == ["m2", "m6"], "a new search: every film is new to it")
        #expect(result.queries[2].newMovieIDs == [], "a failed search found nothing")

        let feeds = writer.pages.compactMap { page -> FeedPage? in
            if case .feed(let feed) = page { return feed }
            return nil
        }
        #expect(feeds.map(\.slug) == [nil, "alpha", "beta", "broken", "offline", "empty"], "the site's feed, then each search's")
        let alpha = try #require(feeds.first { $0.slug == "alpha" })
        #expect(alpha.feed.entries.map(\.id) == ["m2", "m4", "m3"], "newest first, the search's order among equals, at most the limit")
        #expect(alpha.feed.entries.map(\.updated) == ["1970-01-01T00:08:20Z", "1970-01-01T00:08:20Z", "1970-01-01T00:03:20Z"])
        #expect(alpha.feed.entries[0].summary == "Drama. Found by “alpha” and “beta”.")
        let broken = try #require(feeds.first { $0.slug == "broken" })
        #expect(broken.feed.entries.isEmpty)
        #expect(broken.feed.updated == "1970-01-01T00:08:20Z", "an empty feed is dated by when its search was first built")
        let site = try #require(feeds.first { $0.slug == nil })
        // m1 and m3 were found by alpha before; every other film (alpha shows m1 to m4 in its
        // two pages) is new to the site now, in the order of the list, then of the results.
        #expect(site.feed.entries.map(\.id) == ["m2", "m4", "m6"])
        #expect(site.feed.title == "Marquee: new films")

        let index = try #require(writer.pages.lazy.compactMap { page -> IndexPage? in
            if case .index(let index) = page { return index }
            return nil
        }.first)
        #expect(index.newMovies?.items.map(\.id) == ["m2", "m4", "m6", "m7", "m8", "m9"])
        #expect(index.newMovies?.summary == "6 films were first found by this build:")
    }

    /// A film's entry is made once for every feed that holds it: its words are the same in each,
    /// its date is when that feed's search first found it.
    @Test func aFilmInSeveralFeedsIsDatedInEachByItsOwnSearch() async throws {
        let history = FakeFirstFoundRepository(["beta": SearchHistory(firstBuilt: 300, firstFound: ["m2": 300])])
        let (_, writer, _) = try await build(Self.queries, results: Self.results, history: history, buildTime: 500, writesFeeds: true)
        let feeds = writer.pages.compactMap { page -> FeedPage? in
            if case .feed(let feed) = page { return feed }
            return nil
        }
        let entries = try ["alpha", "beta"].map { slug in
            try #require(feeds.first { $0.slug == slug }?.feed.entries.first { $0.id == "m2" })
        }
        #expect(entries[0].updated == "1970-01-01T00:08:20Z", "alpha found it in this build")
        #expect(entries[1].updated == "1970-01-01T00:05:00Z", "beta found it before")
        #expect(Set(entries.map(\.summary)) == ["Drama. Found by “alpha” and “beta”."])
        #expect(entries[0].title == entries[1].title)
    }

    @Test func noFeedsWithoutTheirSettingAndNothingNewOnAnUnchangedRebuild() async throws {
        let history = FakeFirstFoundRepository()
        let (first, _, _) = try await build(Self.queries, results: Self.results, history: history, buildTime: 100)
        try history.record(builtAt: 100, searches: first.queries.map { ($0.query, $0.newMovieIDs) })
        let (second, writer, _) = try await build(Self.queries, results: Self.results, history: history, buildTime: 900)
        #expect(second.queries.allSatisfy { $0.newMovieIDs.isEmpty })
        #expect(!writer.pages.map(Self.kind).contains("feed"))
        let index = try #require(writer.pages.lazy.compactMap { page -> IndexPage? in
            if case .index(let index) = page { return index }
            return nil
        }.first)
        #expect(index.newMovies?.isEmpty == true)
        #expect(index.newMovies?.summary == "Nothing is new in this build.")
    }

    @Test func searchesTheLastBuildRanWellAreReplayedAndBuildTheSame() async throws {
        let (first, firstWriter, _) = try await build(Self.queries, results: Self.results)
        let known = KnownSearch.replayable(first.queries)
        #expect(known.keys.sorted() == ["alpha", "beta", "empty"], "not the failed or stale searches")

        let (second, writer, dependencies) = try await build(
            Self.queries, results: Self.results, knownSearches: known, keepable: Set(first.queries.flatMap(\.paths))
        )
        #expect(dependencies.searchesReplayed.sorted() == ["alpha", "beta", "empty"])
        #expect(dependencies.searchesRun == 2, "broken and offline are searched again")
        #expect(second.replayedSearches == 3)
        #expect(second.queries == first.queries, "the same report, new films included")
        #expect(second.movieCount == first.movieCount)
        #expect(Set(writer.keptFiles) == Set(["alpha", "beta", "empty"].flatMap { query in first.queries.first { $0.query == query }!.paths }))
        let named = { (paths: [String]) in Set(paths.filter { !$0.hasPrefix("other/") }) }
        #expect(named(second.paths) == named(first.paths), "the fake writer numbers the other pages")
        #expect(dependencies.finishedInOrder == Self.queries)
        // Every other page is made from the same films and searches.
        let others = { (pages: [SitePage]) in pages.map(Self.kind).filter { $0 != "results" } }
        #expect(others(writer.pages) == others(firstWriter.pages))
        let foundBy = { (pages: [SitePage]) in
            pages.compactMap { page -> String? in
                guard case .movie(let movie) = page else { return nil }
                return movie.details.id + ": " + movie.foundBy.map(\.query).joined(separator: ", ")
            }
        }
        #expect(foundBy(writer.pages) == foundBy(firstWriter.pages))
    }

    @Test func aKnownSearchIsRunWhenItCannotBeReplayed() async throws {
        let (first, _, _) = try await build(Self.queries, results: Self.results)
        let known = KnownSearch.replayable(first.queries)
        let paths = Set(first.queries.flatMap(\.paths))

        let (unvouched, _, notKept) = try await build(Self.queries, results: Self.results, knownSearches: known, keepable: [])
        #expect(notKept.searchesRun == 5, "the memo cannot vouch for the result pages")
        #expect(unvouched.replayedSearches == 0)
        #expect(unvouched.queries == first.queries)

        let (_, _, noLookup) = try await build(Self.queries, results: Self.results, knownSearches: known, keepable: paths, looksUp: false)
        #expect(noLookup.searchesRun == 5, "the source cannot give films by id")

        var changed = Self.results
        changed["alpha"] = [Self.movie(9)] + (2...5).map { Self.movie($0) }
        let (otherFilms, _, gone) = try await build(Self.queries, results: changed, knownSearches: known, keepable: paths)
        #expect(gone.searchesRun == 3, "alpha's first film is not what the source has under its id")
        #expect(otherFilms.queries[0].movieIDs == ["m9", "m2", "m3", "m4"])

        let (_, _, twice) = try await build(["alpha", "ALPHA", "beta"], results: Self.results, knownSearches: known, keepable: paths)
        #expect(twice.searchesReplayed == ["beta"], "a query the list holds twice, ignoring case, is run")
    }

    @Test func filmsFoundByTheSameSearchesKeepTheirPagesWithoutTheirDetailsBeingRead() async throws {
        let results: [String: [Movie]] = [
            "alpha": (1...4).map { Self.movie($0) }, "beta": [Self.movie(2), Self.movie(6)], "gamma": [Self.movie(7)],
        ]
        // Common Face is in a film kept unread (m1), in one found anew (m7) and in one whose
        // searches changed (m2); Lone Star only in a film kept unread (m3).
        let cast = ["m1": ["Common Face"], "m2": ["Common Face"], "m3": ["Lone Star"], "m7": ["Common Face"]]
        let firstPeople = PersonPageSources()
        let (first, _, _) = try await build(["alpha", "beta"], results: results, personPageSources: firstPeople, cast: cast)
        let lastBuild = LastBuildFilms(searches: first.queries, collectionLinks: try #require(first.collectionLinks))
        let keepable = Set(first.queries.flatMap(\.paths) + (1...7).map { SitePath.movie(id: "m\($0)") } + [SitePath.person(slug: "lone-star")])

        let people = PersonPageSources(previousLines: firstPeople.lines[...])
        let (second, writer, dependencies) = try await build(
            ["alpha", "gamma"], results: results, knownSearches: KnownSearch.replayable(first.queries), personPageSources: people,
            lastBuildFilms: lastBuild, keepable: keepable, cast: cast
        )
        #expect(dependencies.searchesReplayed == ["alpha"])
        #expect(second.filmsKeptUnread == 3, "alpha's films but m2, which beta no longer finds")
        #expect(Set(writer.keptFiles).isSuperset(of: ["m1", "m3", "m4"].map { SitePath.movie(id: $0) }))
        #expect(Set(writer.pages.compactMap { page -> String? in
            guard case .movie(let movie) = page else { return nil }
            return movie.details.id
        }) == ["m2", "m7"])
        // m1's credits are read for Common Face's page, made again for m7; m3 and m4 are not read.
        #expect(dependencies.detailsLoaded.sorted() == ["m1", "m2", "m7"])
        let commonFace = writer.pages.compactMap { page -> [String]? in
            guard case .person(let person) = page, person.person.name == "Common Face" else { return nil }
            return person.person.roles.flatMap(\.films).map(\.id)
        }
        #expect(commonFace.map { Set($0) } == [["m1", "m2", "m7"]])
        #expect(people.people()?.unchanged == ["lone-star"])
        let lines = { (sources: PersonPageSources) in Set(sources.lines.split(separator: "\n").filter { $0.hasPrefix("m1\t") || $0.hasPrefix("m3\t") || $0.hasPrefix("m4\t") }) }
        #expect(lines(people) == lines(firstPeople) && lines(people).count == 3)

        // Drama's page is in another folder: every film's page links to it, and is made again.
        let (other, _, otherDependencies) = try await build(
            ["alpha", "gamma"], results: results, knownSearches: KnownSearch.replayable(first.queries),
            personPageSources: PersonPageSources(previousLines: firstPeople.lines[...]),
            lastBuildFilms: LastBuildFilms(searches: first.queries, collectionLinks: CollectionLinks(genres: ["Drama": "drama-2"], years: ["1990"])),
            keepable: keepable, cast: cast
        )
        #expect(other.filmsKeptUnread == 0)
        #expect(otherDependencies.detailsLoaded.sorted() == ["m1", "m2", "m3", "m4", "m7"])
    }

    static func kind(_ page: SitePage) -> String {
        switch page {
        case .results: "results"
        case .movie: "movie"
        case .collection: "collection"
        case .person: "person"
        case .genres: "genres"
        case .years: "years"
        case .index: "index"
        case .recent: "recent"
        case .notFound: "notFound"
        case .assets: "assets"
        case .searchIndex: "searchIndex"
        case .sitemap: "sitemap"
        case .feed: "feed"
        case .robots: "robots"
        case .file: "file"
        case .memoized: "memoized"
        }
    }
}
