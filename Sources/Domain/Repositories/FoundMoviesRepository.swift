/// The movies a build's searches found, kept outside memory until the pages about all of them
/// (their own pages, genres, years, the search index) are written at the end of the build.
///
/// A movie found by several searches is kept once, as the search earliest in the query list
/// showed it, so the same searches give the same pages whatever order they finish in.
public protocol FoundMoviesRepository: Sendable {
    /// Keeps `movies`, found by the search at `position` of the query list, in its order, with
    /// when that search first found each (``SearchHistory``; seconds since 1970).
    func save(_ movies: [Movie], foundBy position: Int, firstFound: [Movie.Identifier: Int64]) throws
    /// Tells the repository that this build's searches have saved all they found, so that what
    /// only saves need can be let go of. A save after it still works.
    func savesEnded()
    /// How many distinct movies were found.
    func count() throws -> Int
    /// Up to `limit` of the movies found, reduced to what decides their place in the genre and
    /// year pages, in ascending id order after `id` (from the first when nil): a large site's are
    /// read a batch at a time, never all held at once.
    func outlines(after id: Movie.Identifier?, limit: Int) throws -> [MovieOutline]
    /// The movies with these ids, in the order given; unknown ids are skipped.
    func movies(ids: [Movie.Identifier]) throws -> [Movie]
    /// The positions in the query list of the searches that found each of these movies, in
    /// ascending order.
    func positions(ids: [Movie.Identifier]) throws -> [Movie.Identifier: [Int]]
    /// Up to `limit` films of each of the `searchCount` searches and of the whole site, the most
    /// recently first found first, with the searches that found them: what the feeds need, read
    /// at once.
    func newestFilms(searchCount: Int, limit: Int) throws -> NewFilmsSelection
    /// The films of the whole site no search had found before `time`, each dated by the first
    /// search that ever found it: up to `limit` of them, the most recent first (then in the order
    /// of the query list and of that search's results), and how many there are in all.
    func firstFoundOnSite(since time: Int64, limit: Int) throws -> (newest: [FirstFoundMovie], count: Int)
    /// Keeps the credits of movies whose details were read.
    func saveCredits(_ credits: [Credit]) throws
    /// Up to `limit` keys of people credited, ascending, after `key` (from the first when nil).
    func personKeys(after key: String?, limit: Int) throws -> [String]
    /// The filmographies of the people with these keys, in ascending key order; unknown keys are
    /// skipped.
    func filmographies(keys: [String]) throws -> [Filmography]
}

extension FoundMoviesRepository {
    /// Nothing to let go of.
    public func savesEnded() {}
}
