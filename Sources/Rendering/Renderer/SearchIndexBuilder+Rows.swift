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

        public init(_ movies: [MovieSearchEntryViewModel]) {
            var movieRows: [UInt8] = []
            var names: [[String]] = []
            var peopleCounts: [Int] = []
            names.reserveCapacity(movies.count)
            peopleCounts.reserveCapacity(movies.count)
            // Written straight into the bytes: this runs for every film of the site.
            for movie in movies {
                movieRows.append(UInt8(ascii: "["))
                JavaScriptText.appendStringLiteral(movie.title, to: &movieRows)
                movieRows.append(UInt8(ascii: ","))
                JavaScriptText.appendStringLiteral(movie.year, to: &movieRows)
                movieRows.append(UInt8(ascii: ","))
                JavaScriptText.appendStringLiteral(SitePath.movie(id: movie.id), to: &movieRows)
                movieRows.append(UInt8(ascii: ","))
                JavaScriptText.appendStringLiteral(movie.detail, to: &movieRows)
                movieRows.append(contentsOf: SearchIndexBuilder.rowEnd)
                names.append(movie.people + movie.genreNames)
                peopleCounts.append(movie.people.count)
            }
            self.movieRows = movieRows
            self.names = names
            self.peopleCounts = peopleCounts
        }
    }
}
