import Infrastructure
import Presentation

/// The search box's data, written a few movies at a time, in two scripts:
///
/// - `search-index.js`, loaded by every page: `window.marqueeText`, the box's messages in the
///   site's language; `window.marqueeMovies`, `[title, year, page, detail]` rows in the order
///   appended; and `window.marqueeSearches`, `[query, page, "See all N results", [rows], N]`
///   for each of the site's searches, its first page of films as numbers into `marqueeMovies`,
///   so that the box answers a query that is one of them as its page does;
/// - `search-people.js`, loaded by the box the first time it is used: `window.marqueePeople`,
///   with `names` (each director, cast member and genre once, however many films they have) and
///   `films`, one list of numbers into `names` per row of `marqueeMovies`: the film's people,
///   then its genres; and `people`, for each name that is a person's, the slug of their page
///   (`person/<slug>/index.html`; 0 for a genre), so that the box can suggest people. The names are most of the data, so
///   pages that are only read do not load them.
public struct SearchIndexBuilder: Sendable {
    /// `search-index.js` as far as it is written. Both scripts are made in parts
    /// (``ByteParts``): at 100,000 films they are tens of megabytes.
    private var contents: ByteParts
    /// `search-people.js` as far as it is written: its films' rows come first, its names last.
    private var peopleRows: ByteParts
    /// Each name's place in `names`.
    private var nameNumbers: [String: Int] = [:]
    private var names: [String] = []
    /// By number, whether the name is a person's (the others are genres').
    private var isPerson: [Bool] = []
    private var searches: [UInt8] = []
    private let localization: Localization
    /// How many of a search's films the box lists, as many as it shows of any answer.
    public static let filmsPerSearch = 20

    /// One of the site's searches, for the box.
    public struct Search: Sendable {
        public let query: String
        /// Its first results page, a site path.
        public let page: String
        /// How many films its pages show.
        public let resultCount: Int
        /// Its first page's films, as rows of `marqueeMovies` (the order ``append(_:)`` was given).
        public let rows: [Int]

        public init(query: String, page: String, resultCount: Int, rows: [Int]) {
            self.query = query
            self.page = page
            self.resultCount = resultCount
            self.rows = rows
        }
    }

    /// - Parameter spooled: whether the scripts' parts go to temporary files as they fill
    ///   (``ByteSpool``), rather than being held until the scripts are written, as a build's
    ///   are: at 100,000 films, that is most of the build's high-water mark of memory.
    public init(localization: Localization = .english, spooled: Bool = false) {
        self.localization = localization
        (contents, peopleRows) = spooled ? (ByteParts(spoolingTo: ByteSpool()), ByteParts(spoolingTo: ByteSpool())) : (ByteParts(), ByteParts())
        // `{count}`, `{shown}` and `{query}` are filled in by site.js; `one` is used for one match
        // in languages that single it out.
        let messages: [(String, String)] = [
            ("noMatch", localization.text(.searchBoxNoMatch)),
            ("firstShown", localization.text(.searchBoxFirstShown)),
            ("one", localization.countTemplate(.searchBoxMatches, 1)),
            ("other", localization.countTemplate(.searchBoxMatches, 2)),
            ("articles", localization.text(.sortIgnoredArticles)),
            ("filmsOne", localization.countTemplate(.movies, 1)),
            ("filmsOther", localization.countTemplate(.movies, 2)),
        ]
        let text = messages.map { JavaScriptText.stringLiteral($0.0) + ":" + JavaScriptText.stringLiteral($0.1) }.joined(separator: ",")
        contents.append(contentsOf: ("// The search box's messages, and every movie of this site for it: title, year, page, detail.\n"
            + "window.marqueeText = {" + text + "};\nwindow.marqueeMovies = [\n").utf8)
        peopleRows.append(contentsOf: "// The people and genres of every movie of search-index.js, for the search box: each film's numbers, then the names.\nwindow.marqueePeople = {films: [\n".utf8)
    }

    /// Adds a row for each of `movies`.
    public mutating func append(_ movies: [MovieSearchEntryViewModel]) {
        append(Rows(movies))
    }

    /// Adds the rows of a batch of films, made beforehand (``Rows``).
    public mutating func append(_ rows: Rows) {
        contents.append(contentsOf: rows.movieRows)
        // Written straight into the script's bytes: this runs for every film of the site, in order.
        var numbers: [Int] = []
        for (names, peopleCount) in zip(rows.names, rows.peopleCounts) {
            numbers.removeAll(keepingCapacity: true)
            for person in names[..<peopleCount] {
                let number = number(of: person)
                numbers.append(number)
                isPerson[number] = true
            }
            for genre in names[peopleCount...] {
                let number = number(of: genre)
                if !numbers.contains(number) { numbers.append(number) }
            }
            peopleRows.append(UInt8(ascii: "["))
            for (index, number) in numbers.enumerated() {
                if index > 0 { peopleRows.append(UInt8(ascii: ",")) }
                Self.appendDecimal(number, to: &peopleRows)
            }
            peopleRows.append(contentsOf: Self.rowEnd)
        }
    }

    /// The end of a row of either script.
    static let rowEnd = Array("],\n".utf8)

    /// `value`'s decimal digits, as `String(value)` writes them, for a value of 0 or more.
    private static func appendDecimal(_ value: Int, to bytes: inout ByteParts) {
        if value >= 10 { appendDecimal(value / 10, to: &bytes) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// Adds the site's searches; rows name movies in the order they were appended.
    public mutating func append(_ searches: [Search]) {
        for search in searches {
            let rows = search.rows.map(String.init).joined(separator: ",")
            let seeAll = localization.count(.searchBoxSeeAll, search.resultCount)
            let fields = [search.query, search.page, seeAll].map(JavaScriptText.stringLiteral)
            self.searches.append(contentsOf: ("[" + fields.joined(separator: ",") + ",[" + rows + "],\(search.resultCount)],\n").utf8)
        }
    }

    /// Both scripts, ended: `search-index.js`, then `search-people.js`. Each is ended in place,
    /// its parts (or its spool) handed over without a copy, and the builder is left empty.
    public mutating func finish() -> [RenderedFile] {
        contents.append(contentsOf: "];\nwindow.marqueeSearches = [\n".utf8)
        contents.append(contentsOf: searches)
        contents.append(contentsOf: "];\n".utf8)
        peopleRows.append(contentsOf: "],\nnames: [".utf8)
        nameNumbers = [:]
        let parts = Self.nameLists(names, isPerson: isPerson)
        for part in parts { peopleRows.append(contentsOf: part.literals) }
        peopleRows.append(contentsOf: "],\npeople: [".utf8)
        for part in parts { peopleRows.append(contentsOf: part.pages) }
        peopleRows.append(contentsOf: "]};\n".utf8)
        isPerson = []
        let files = [
            RenderedFile(path: SitePath.searchIndex, bytes: contents.finish()),
            RenderedFile(path: SitePath.searchPeople, bytes: peopleRows.finish()),
        ]
        names = []
        searches = []
        return files
    }

    /// The lists `names` and `people` of `search-people.js`, each comma-separated, in two parts
    /// made at once: each name's literal, and its page's (the slug of a person's page, `0` for a
    /// genre's name). Tens of thousands of names on the build's critical path.
    private static func nameLists(_ names: [String], isPerson: [Bool]) -> [(literals: [UInt8], pages: [UInt8])] {
        let half = (names.count + 1) / 2
        return [(literals: [UInt8], pages: [UInt8])](madeConcurrently: 2) { part in
            var (literals, pages): ([UInt8], [UInt8]) = ([], [])
            for offset in part == 0 ? 0..<half : half..<names.count {
                if offset > 0 {
                    literals.append(UInt8(ascii: ","))
                    pages.append(UInt8(ascii: ","))
                }
                literals.append(contentsOf: JavaScriptText.stringLiteral(names[offset]).utf8)
                pages.append(contentsOf: (isPerson[offset] ? JavaScriptText.stringLiteral(PersonSlug.slug(for: names[offset])) : "0").utf8)
            }
            return (literals, pages)
        }
    }

    private mutating func number(of name: String) -> Int {
        if let number = nameNumbers[name] { return number }
        nameNumbers[name] = names.count
        names.append(name)
        isPerson.append(false)
        return names.count - 1
    }
}
