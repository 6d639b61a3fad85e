import Presentation

extension SearchIndexBuilder {
    /// A batch of films as the search box lists them, made apart from the builder (on any
    /// thread) so that the builder, which numbers the names in order, only copies them in:
    /// each film's `marqueeMovies` row, and the names its `marqueePeople` row points to.
    public struct Rows: Sendable {
        /// `[title, year, page, detail],` and a line feed for each film.
        let movieRows: [UInt8]
        /// For each film, its people (each once), then its genres.
        let names: [[String]]
        /// For each film, how many of the first of its `names` are people's.
        let peopleCounts: [Int]

        public init(_ movies: [MoviesListItemViewModel]) {
            var movieRows: [UInt8] = []
            var names: [[String]] = []
            var peopleCounts: [Int] = []
            names.reserveCapacity(movies.count)
            peopleCounts.reserveCapacity(movies.count)
            for movie in movies {
                let detail = movie.credits.isEmpty ? movie.genres : movie.credits
                let fields = [movie.title, movie.year, SitePath.movie(id: movie.id), detail].map(JavaScriptText.stringLiteral)
                movieRows.append(contentsOf: ("[" + fields.joined(separator: ",") + "],\n").utf8)
                names.append(movie.people + movie.genreNames)
                peopleCounts.append(movie.people.count)
            }
            self.movieRows = movieRows
            self.names = names
            self.peopleCounts = peopleCounts
        }
    }
}
