/// A key of the string tables whose text depends on a count: the tables write one entry per
/// form of the language's ``PluralRule`` (`count.results.one`, `count.results.other`), and
/// may write a `.zero` entry for none at all. The raw value is the key without the form.
public enum CountKey: String, Sendable, CaseIterable {
    case results = "count.results"
    case movies = "count.movies"
    case reviews = "count.reviews"
    case newMovies = "count.new_movies"
    case searchBoxMatches = "search_box.matches"
    case searchBoxSeeAll = "search_box.see_all"
    case fullCast = "movie.full_cast"
    case directors = "fact.directors"
    case languages = "fact.languages"
    case countries = "fact.countries"
}
