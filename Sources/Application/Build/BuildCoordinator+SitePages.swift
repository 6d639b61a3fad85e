import Domain
import Presentation
import Rendering

/// The pages made at the end from the movies the searches found: each movie's own page and the
/// person pages, each made from the found movies a batch at a time (the genre and year pages and
/// the search index: `BuildCoordinator+Collections.swift`).
extension BuildCoordinator {
    /// Each movie's page, with the searches that found it and its genre and year pages. A movie
    /// whose details, searches and collections are those the last build published keeps its page
    /// unmade. One that `changedFilms` does not hold, whose genres and year link as before
    /// (``LastBuildFilms``), keeps it without its details being read; the others' credits are
    /// saved for the person pages.
    func writeMoviePages(searches: Searches, collections: SiteCollections, changedFilms: Set<Movie.Identifier>?) async throws {
        var ids = collections.movieIDs
        let dependencies = dependencies
        let made = MoviePagesMaker(
            searches: searches, collections: collections, foundMovies: foundMovies, dependencies: dependencies,
            localization: settings.localization, tracksSources: personPageSources != nil
        )
        progress?.renderingDetails(movieCount: ids.count)
        listItemDigests?.reserve(ids.count)
        if let changedFilms, let lastBuildFilms {
            let kept = try await keepPagesUnread(of: ids.filter { !changedFilms.contains($0) }, last: lastBuildFilms, made: made)
            if !kept.isEmpty { ids = ids.filter { !kept.contains($0) } }
        }
        try await writer.write(ids) { batch in
            let batch = try await made.pages(ids: batch)
            for (movie, problem) in batch.problems {
                let status: BuildReport.Query.DetailsProblem.Status = problem.status == .unavailable ? .failed : .stale
                self.detailsProblems[movie.id] = .init(id: movie.id, title: movie.title, status: status, reason: problem.reason)
                self.progress?.notice(problem.notice)
            }
            for film in batch.films {
                self.personPageSources?.record(movieID: film.id, entry: film.personPageEntry)
                self.listItemDigests?.record(film.listItemDigest, of: film.id)
            }
            return batch.pages
        }
    }

    /// Keeps the pages of the films with `ids` that link to their collections as in the `last`
    /// build and that the memo knows, unmade and their details unread; the people they give are
    /// the last build's. Returns the films kept.
    private func keepPagesUnread(of ids: [Movie.Identifier], last: LastBuildFilms, made: MoviePagesMaker) async throws -> Set<Movie.Identifier> {
        guard let personPageSources else { return [] }
        let candidates = ids.filter(personPageSources.hasLastBuildLine(of:))
        var linkingAsBefore: [Movie.Identifier: PageDigest] = [:]
        if last.collectionLinks == made.collections.collectionLinks {
            // Every film links as before; a candidate was found by replayed searches alone.
            for id in candidates {
                if let digest = replayedListItemDigests[id]?.digest { linkingAsBefore[id] = digest }
            }
        } else {
            try await forEachConcurrently(candidates.batches(of: Self.filmsReadAtOnce), width: settings.concurrency) { batch in
                try await made.filmsLinkingAsBefore(ids: batch, last: last)
            } collect: { films in
                for film in films { linkingAsBefore[film.id] = film.listItemDigest }
            }
        }
        replayedListItemDigests = [:]
        // Kept in the order of their paths, as the site's lists hold them (``PersonPageSources/people()``).
        let unmade = candidates.filter { linkingAsBefore[$0] != nil }.sortedTexts()
        let notKept = Set(try await writer.keep(unmade.map { UnmadePage(path: SitePath.movie(id: $0)) }).map(\.path))
        let kept = unmade.filter { !notKept.contains(SitePath.movie(id: $0)) }
        for id in kept {
            personPageSources.recordAsInLastBuild(movieID: id)
            if let digest = linkingAsBefore[id] { listItemDigests?.record(digest, of: id) }
        }
        filmsKeptUnread = kept.count
        return Set(kept)
    }

    /// Saves the credits of the films kept unread that credit any of `people`, whose pages are
    /// made from all their films' credits.
    private func saveCredits(ofFilmsKeptUnreadCrediting people: [String]) async throws {
        guard let ids = personPageSources?.filmsRecordedUnread(crediting: Set(people)), !ids.isEmpty else { return }
        let (foundMovies, dependencies) = (foundMovies, dependencies)
        try await forEachConcurrently(ids.batches(of: Self.filmsReadAtOnce), width: settings.concurrency) { batch in
            try await MoviePagesMaker.saveCredits(ids: batch, foundMovies: foundMovies, dependencies: dependencies)
        }
    }

    /// Films read at once when their pages are kept unread.
    static let filmsReadAtOnce = 256

    /// A page for each person credited on a movie's page, after all of them: their films by role.
    /// People are read a few thousand keys at a time, so a large site never holds them all. A
    /// person whose filmography is the one the last build published keeps their page unmade.
    func writePersonPages() async throws {
        var last: String?
        let localization = settings.localization
        let foundMovies = foundMovies
        while case let keys = try foundMovies.personKeys(after: last, limit: Self.personKeysAtOnce), !keys.isEmpty {
            try await writer.write(keys) { keys in
                try await Self.personPages(keys: keys, foundMovies: foundMovies, localization: localization)
            }
            last = keys.last
        }
    }

    /// The pages of the people with `keys`, their filmographies read off the main actor (most of
    /// what a person's page costs), so that batches are read while others are rendered.
    private nonisolated static func personPages(keys: [String], foundMovies: FoundMoviesRepository, localization: Localization) async throws -> [SitePage] {
        try foundMovies.filmographies(keys: keys).map { personPage($0, localization: localization) }
    }

    /// The person pages of a build that knows whose films changed since the last build
    /// (``PersonPageSources``): the pages of `unchanged` are kept, their filmographies unread
    /// (unless the memo cannot vouch for one: it is made), and those of `changed` are made.
    func writePersonPages(keeping unchanged: [String], making changed: [String]) async throws {
        let notKept = Set(try await writer.keep(unchanged.map { UnmadePage(path: SitePath.person(slug: $0)) }).map(\.path))
        let making = changed + (notKept.isEmpty ? [] : unchanged.filter { notKept.contains(SitePath.person(slug: $0)) })
        try await saveCredits(ofFilmsKeptUnreadCrediting: making)
        let localization = settings.localization
        // Read many at once: without the index by person, each read scans every credit.
        for keys in making.sorted().batches(of: Self.personKeysReadAtOnce) {
            let filmographies = try foundMovies.filmographies(keys: keys)
            try await writer.write(filmographies.map { Self.personPage($0, localization: localization) })
        }
    }

    /// People whose filmographies a rebuild reads at once.
    static let personKeysReadAtOnce = 1_024

    /// A person's page, kept when their filmography is the one the last build published.
    private nonisolated static func personPage(_ filmography: Filmography, localization: Localization) -> SitePage {
        .memoized(MemoizedPage(path: SitePath.person(slug: filmography.personKey), inputs: filmography.pageInputs) {
            .person(PersonPage(person: PersonViewModel(filmography: filmography, localization: localization)))
        })
    }

    static let personKeysAtOnce = 4_096
}
