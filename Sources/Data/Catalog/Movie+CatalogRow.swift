import Domain
import Infrastructure

extension Movie {
    /// The columns ``init(catalogRow:)`` reads, in order, from `movies` aliased as `m`.
    static let catalogColumns = """
        m.id, m.imdb_id, m.title, m.original_title, m.year, m.released, m.certification, m.runtime, m.genres,
        m.directors, m.cast_members, m.languages, m.countries, m.awards, m.critics_rating, m.reviews, m.box_office
        """

    /// The catalog's source writes January 1 of the year for two films in three whose day it does
    /// not know, so January 1 is read as "the year only" (the `year` column still has it); the
    /// rare film truly released on New Year's Day shows its year alone.
    static func catalogReleaseDate(_ text: String?) -> CalendarDate? {
        guard let date = text.flatMap(CalendarDate.init(iso8601:)), !(date.month == 1 && date.day == 1) else { return nil }
        return date
    }

    /// A film from a catalog row selected with ``catalogColumns``.
    init(catalogRow row: SQLiteRow) throws(SQLiteError) {
        let certification = try row.optionalString(6)
        self.init(
            id: String(try row.int64(0)),
            title: try row.string(2),
            originalTitle: try row.optionalString(3),
            releaseDate: Self.catalogReleaseDate(try row.optionalString(5)),
            year: try row.optionalInt(4),
            overview: "",
            genres: CatalogNameList.split(try row.string(8)),
            posterPath: nil,
            rating: try row.optionalDouble(14),
            voteCount: try row.optionalInt(15),
            runtimeMinutes: try row.optionalInt(7),
            directors: CatalogNameList.split(try row.string(9)),
            cast: CatalogNameList.split(try row.string(10)),
            isCastInBillingOrder: false,
            certification: certification?.isEmpty == false ? certification : nil,
            languages: CatalogNameList.split(try row.string(11)),
            countries: CatalogNameList.split(try row.string(12)),
            awards: try row.optionalString(13),
            boxOffice: try row.optionalDouble(16),
            imdbID: try row.optionalString(1)
        )
    }
}
