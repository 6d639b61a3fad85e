/// The columns of catalog.tsv, named as in its header line. The file may order them freely.
enum CatalogColumn: String, CaseIterable {
    case id
    case imdbID = "imdb_id"
    case title
    case year
    case released
    case certification
    case runtime
    case genres
    case directors
    case cast
    case languages
    case countries
    case awards
    case criticsRating = "critics_rating"
    case reviews
    case boxOffice = "box_office"
}
