import Infrastructure

/// One film as catalog.tsv describes it. List fields keep the file's `, `-separated text.
struct CatalogRecord: Hashable {
    var id: Int64
    var imdbID: String?
    var title: String
    var year: Int?
    /// `YYYY-MM-DD`.
    var released: String?
    var certification: String?
    var runtime: Int?
    var genres: String
    var directors: String
    var cast: String
    var languages: String
    var countries: String
    var awards: String?
    /// Average critics' rating, 0–10.
    var criticsRating: Double?
    var reviews: Int?
    /// US dollars.
    var boxOffice: Double?

    /// The values in the order of ``CatalogDatabaseSchema/insertMovieSQL``.
    var bindings: [SQLiteValue] {
        let readingWords = CatalogTitleFolding.readingWords(title)
        return [
            .integer(id), SQLiteValue(imdbID), .text(title), .null, SQLiteValue(year), SQLiteValue(released),
            SQLiteValue(certification), SQLiteValue(runtime), .text(genres), .text(directors), .text(cast),
            .text(languages), .text(countries), SQLiteValue(awards), SQLiteValue(criticsRating),
            SQLiteValue(reviews), SQLiteValue(boxOffice), .integer(Int64(readingWords.count)),
            .text(CatalogTitleFolding.words(title).joined(separator: " ")), .text(CatalogRanking.rankingTitle(readingWords: readingWords)),
        ]
    }
}
