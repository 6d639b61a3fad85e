import Presentation

/// `search-index.js`, written a few movies at a time: a script that sets `window.marqueeText` to
/// the search box's messages in the site's language, and `window.marqueeMovies` to
/// `[title, year, page, detail]` rows in the order appended.
public struct SearchIndexBuilder: Sendable {
    private var contents: [UInt8]

    public init(localization: Localization = .english) {
        // `{count}`, `{shown}` and `{query}` are filled in by site.js; `one` is used for one match
        // in languages that single it out.
        let messages: [(String, String)] = [
            ("noMatch", localization.text(.searchBoxNoMatch)),
            ("firstShown", localization.text(.searchBoxFirstShown)),
            ("one", localization.countTemplate(.searchBoxMatches, 1)),
            ("other", localization.countTemplate(.searchBoxMatches, 2)),
        ]
        let text = messages.map { JavaScriptText.stringLiteral($0.0) + ":" + JavaScriptText.stringLiteral($0.1) }.joined(separator: ",")
        contents = Array(("// The search box's messages, and every movie of this site for it: title, year, page, detail.\n"
            + "window.marqueeText = {" + text + "};\nwindow.marqueeMovies = [\n").utf8)
    }

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
