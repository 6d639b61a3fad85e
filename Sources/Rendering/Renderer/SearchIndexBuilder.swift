import Presentation

/// `search-index.js`, written a few movies at a time: a script that sets `window.marqueeMovies`
/// to `[title, year, page, detail]` rows in the order appended.
public struct SearchIndexBuilder: Sendable {
    private var contents: [UInt8] = Array("// Every movie of this site for the search box: title, year, page, detail.\nwindow.marqueeMovies = [\n".utf8)

    public init() {}

    /// Adds a row for each of `movies`.
    public mutating func append(_ movies: [MoviesListItemViewModel]) {
        for movie in movies {
            let detail = movie.credits.isEmpty ? movie.genres : movie.credits
            let fields = [movie.title, movie.year, SitePath.movie(id: movie.id), detail].map(JavaScriptText.stringLiteral)
            contents.append(contentsOf: ("[" + fields.joined(separator: ",") + "],\n").utf8)
        }
    }

    /// The script, ending the list.
    public var file: RenderedFile {
        RenderedFile(path: SitePath.searchIndex, contents: contents + Array("];\n".utf8))
    }
}
