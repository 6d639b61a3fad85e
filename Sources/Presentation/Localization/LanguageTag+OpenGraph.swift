extension LanguageTag {
    /// The tag as OpenGraph's `og:locale` writes it, language and territory: `es_MX` for
    /// `es-MX`; a tag without a region gets its language's usual one (`en_US`, `es_ES`, `ko_KR`),
    /// or the language's own letters (`fr_FR`) when there is no usual one.
    public var openGraphLocale: String {
        let territory = region.flatMap { $0.count == 2 ? $0 : nil }
            ?? Self.usualTerritories[language]
            ?? language.uppercased()
        return language + "_" + territory
    }

    private static let usualTerritories: [String: String] = [
        "en": "US", "es": "ES", "ko": "KR", "ja": "JP", "zh": "CN", "pt": "PT", "sv": "SE",
        "da": "DK", "cs": "CZ", "el": "GR", "he": "IL", "hi": "IN", "uk": "UA", "vi": "VN",
    ]
}
