extension MovieDetailsViewModel {
    /// `1995 film directed by Michael Mann. Action, Crime, Drama.`, each part left out when
    /// unknown; `Heat, a film.` when none is known.
    static func pageDescription(title: String, year: String, directors: [String], genres: [String], localization: Localization) -> String {
        let named = localization.list(Array(directors.prefix(PageDescriptions.namedCount)))
        var description = switch (year.isEmpty, directors.isEmpty) {
        case (false, false): localization.text(.descriptionMovieYearDirector, ["year": year, "directors": named])
        case (false, true): localization.text(.descriptionMovieYear, ["year": year])
        case (true, false): localization.text(.descriptionMovieDirector, ["directors": named])
        case (true, true): localization.text(.descriptionMovie, ["title": title])
        }
        if !genres.isEmpty {
            description += " " + localization.text(.descriptionMovieGenres, ["genres": genres.joined(separator: localization.text(.listSeparator))])
        }
        return description
    }
}
