import Domain

/// A feed of the films a site's searches newly found, or one search's, newest first: its words
/// in the site's language and its dates ready to write.
public struct MovieFeedViewModel: Sendable, Hashable {
    /// `Marquee: new films`, or `Marquee: new films for “heat”`.
    public let title: String
    /// Who the feed is by: the site.
    public let author: String
    /// When its newest entry was first found (RFC 3339); without entries, `emptySince`.
    public let updated: String
    /// The language of its words, e.g. `es-MX`.
    public let language: String
    public let entries: [MovieFeedEntryViewModel]

    /// - Parameters:
    ///   - query: the search the feed follows; nil for the whole site.
    ///   - entries: newest first.
    ///   - emptySince: the feed's date while it has no entry: when its search was first built
    ///     (seconds since 1970).
    public init(siteTitle: String, query: String?, entries: [MovieFeedEntryViewModel], emptySince: Int64, localization: Localization = .english) {
        title = Self.title(siteTitle: siteTitle, query: query, localization: localization)
        author = siteTitle
        updated = entries.map(\.updated).max() ?? FeedTimestamp.rfc3339(emptySince)
        language = localization.tag.description
        self.entries = entries
    }

    /// The title of the site's feed, or of the feed of `query`: also what a page names it by.
    public static func title(siteTitle: String, query: String?, localization: Localization = .english) -> String {
        query.map { localization.text(.feedSearchTitle, ["site": siteTitle, "query": localization.quoted($0)]) }
            ?? localization.text(.feedSiteTitle, ["site": siteTitle])
    }
}
