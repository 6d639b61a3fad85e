/// When each search of one site first found each film, kept between builds so that feeds can say
/// what is new. A search dropped from the list and added back starts afresh.
public protocol FirstFoundRepository: Sendable {
    /// What earlier builds recorded of `query`; nil for a search no build has recorded.
    func history(of query: String) throws -> SearchHistory?
    /// Records a published build made at `time`: the searches of `searches` not recorded yet are
    /// first built then, and each gains its newly found films with that time; every search not
    /// among them is forgotten.
    func record(builtAt time: Int64, searches: [(query: String, newMovieIDs: [Movie.Identifier])]) throws
}
