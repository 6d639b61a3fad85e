/// The slug of a person's page, from their name alone: readable as a search's slug is
/// (`Jean-Pierre Jeunet` gives `jean-pierre-jeunet`, `봉준호` stays in Hangul), and the same
/// for names that differ only in case, accents or punctuation, which are taken to be one person
/// (as Hugo's taxonomy terms are). A name with no letter or digit gets `p-` and a hash.
public enum PersonSlug {
    public static func slug(for name: String) -> String {
        let readable = QuerySlugs.readableSlug(for: name)
        return readable.isEmpty ? "p-" + FNV1a64.shortHex(name) : readable
    }
}
