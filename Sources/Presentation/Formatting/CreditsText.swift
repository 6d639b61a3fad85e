/// One sentence naming who made a film and who is in it, from the source's data only.
enum CreditsText {
    /// `Directed by Michael Mann; with Al Pacino, Robert De Niro and Val Kilmer.` (in the
    /// language of `localization`), shortened to what is known; empty when neither directors nor
    /// cast are. The cast is named only when it is in billing order: the first names of an
    /// alphabetical list are not the film's leads.
    static func sentence(
        directors: [String],
        cast: [String],
        castIsBilled: Bool = true,
        maxCastCount: Int = 3,
        localization: Localization
    ) -> String {
        let directors = directors.compactMap(\.trimmedOrNil)
        let cast = castIsBilled ? Array(cast.lazy.compactMap(\.trimmedOrNil).prefix(maxCastCount)) : []
        switch (directors.isEmpty, cast.isEmpty) {
        case (true, true): return ""
        case (false, true): return localization.text(.movieDirectedBy, ["directors": localization.list(directors)])
        case (true, false): return localization.text(.movieWithCast, ["cast": localization.list(cast)])
        case (false, false):
            return localization.text(.movieDirectedByWith, ["directors": localization.list(directors), "cast": localization.list(cast)])
        }
    }
}
