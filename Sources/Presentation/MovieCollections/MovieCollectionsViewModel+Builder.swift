import Domain

extension MovieCollectionsViewModel {
    /// Gathers the outlines of a site's movies a batch at a time and makes the collections of all
    /// of them, so that a large build never holds every movie's outline at once.
    ///
    /// Each movie is kept as a row of a few columns (its id, title, sort key and year), and each
    /// genre and year as the numbers of its movies' rows; it is those numbers that are sorted,
    /// never the rows. Made from 114,000 movies, the collections took 20 MB above what the build
    /// held before, where one array of outlines, sorted, took 45 MB.
    public struct Builder: Sendable {
        private let localization: Localization
        private var ids: [Movie.Identifier] = []
        private var titles: [String] = []
        /// Each title without its leading article, case and accents folded: what orders them first.
        private var keys: [String] = []
        private var years: [Int?] = []
        /// The rows of each genre's movies, by its name in the language of `localization`.
        private var genreRows: [String: [Int32]] = [:]
        /// A genre's address comes from the source's name, so it stays put when the language
        /// changes; when two source names read alike in this language, the first of them.
        private var keyOfGenre: [String: String] = [:]
        private var yearRows: [Int: [Int32]] = [:]

        public init(localization: Localization = .english) {
            self.localization = localization
        }

        /// Adds one row per outline: a movie given twice is listed twice.
        public mutating func add(_ movies: [MovieOutline]) {
            add(Self.prepare(movies, localization: localization))
        }

        /// Adds the outlines of a batch prepared beforehand. The collections do not depend on the
        /// order batches are added in.
        public mutating func add(_ batch: PreparedOutlines) {
            for (index, movie) in batch.movies.enumerated() {
                let row = Int32(ids.count)
                ids.append(movie.id)
                titles.append(movie.title)
                keys.append(batch.keys[index])
                years.append(movie.year)
                for (genre, key) in batch.genres[index] {
                    genreRows[genre, default: []].append(row)
                    keyOfGenre[genre] = min(keyOfGenre[genre] ?? key, key)
                }
                if let year = movie.year {
                    yearRows[year, default: []].append(row)
                }
            }
        }

        /// What adding `movies` works out for each, worked out on any thread: the key its title
        /// sorts by and its genres in `localization`'s words (the builder's), each once.
        public static func prepare(_ movies: [MovieOutline], localization: Localization) -> PreparedOutlines {
            var keys: [String] = []
            var genres: [[(name: String, key: String)]] = []
            keys.reserveCapacity(movies.count)
            genres.reserveCapacity(movies.count)
            for movie in movies {
                keys.append(MovieCollectionsViewModel.sortKey(String(localization.sortableTitle(movie.title))))
                var seen = Set<String>()
                genres.append(movie.genres.compactMap(\.trimmedOrNil).compactMap { key in
                    let genre = localization.genre(key)
                    return seen.insert(genre).inserted ? (genre, key) : nil
                })
            }
            return PreparedOutlines(movies: movies, keys: keys, genres: genres)
        }

        /// The collections of every movie added; the builder is left empty.
        public mutating func finish() -> MovieCollectionsViewModel {
            var order = Array(ids.indices)
            order.sort(by: ranksBefore)
            keys = []
            // Each row's place in `order`, for the genres' and years' rows.
            var position = [Int32](repeating: 0, count: order.count)
            for (place, row) in order.enumerated() { position[row] = Int32(place) }
            let movieIDs = order.map { ids[$0] }
            let sortedTitles = order.map { titles[$0] }
            (ids, titles, years) = ([], [], [])
            order = []
            func sorted(_ rows: [Int32]) -> MovieIDSelection {
                MovieIDSelection(places: rows.map { position[Int($0)] }.sorted(), in: movieIDs)
            }
            let genres = genreRows.keys
                .sorted { Self.genreOrder($0, $1) }
                .map { name in
                    MovieCollectionViewModel(
                        name: name, key: keyOfGenre[name], screenTitle: name, movieIDs: sorted(genreRows[name] ?? []), localization: localization
                    )
                }
            let years = yearRows.keys.sorted(by: >).map { year in
                MovieCollectionViewModel(
                    name: String(year), key: nil, screenTitle: localization.text(.collectionsYearTitle, ["year": String(year)]),
                    movieIDs: sorted(yearRows[year] ?? []), localization: localization
                )
            }
            (genreRows, keyOfGenre, yearRows) = ([:], [:], [:])
            return MovieCollectionsViewModel(movieIDs: movieIDs, titles: sortedTitles, genres: genres, years: years, localization: localization)
        }

        /// By name ignoring case and accents, then as written.
        private static func genreOrder(_ a: String, _ b: String) -> Bool {
            let keyA = MovieCollectionsViewModel.sortKey(a), keyB = MovieCollectionsViewModel.sortKey(b)
            return keyA == keyB ? a < b : keyA < keyB
        }

        /// By title without a leading article, ignoring case and accents; then by title, year
        /// (as written) and id.
        private func ranksBefore(_ a: Int, _ b: Int) -> Bool {
            if keys[a] != keys[b] { return keys[a] < keys[b] }
            if titles[a] != titles[b] { return titles[a] < titles[b] }
            let yearA = years[a].map(String.init) ?? "", yearB = years[b].map(String.init) ?? ""
            if yearA != yearB { return yearA < yearB }
            return ids[a] < ids[b]
        }
    }

    /// Outlines with what ``Builder/prepare(_:localization:)`` worked out for each, to be added to
    /// a builder of the same language.
    public struct PreparedOutlines: Sendable {
        fileprivate let movies: [MovieOutline]
        fileprivate let keys: [String]
        fileprivate let genres: [[(name: String, key: String)]]
    }
}
