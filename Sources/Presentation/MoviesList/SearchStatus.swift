/// How a search of the build went.
public enum SearchStatus: String, Sendable {
    /// Fresh results.
    case ok
    /// The source failed, so results were served from an older cached copy.
    case stale
    /// No results could be had.
    case failed
}
