import Application
import ArgumentParser

/// `--language`, for the commands whose output is in a language: `build`, `serve` and `search`.
struct LanguageOptions: ParsableArguments, SettingFlags {
    @Option(help: ArgumentHelp(
        "The site's language, a BCP 47 tag: its interface, dates and numbers, and the language TMDB is asked for (en-US for en). Ships en, es and ko; a regional tag falls back to its language (es-MX uses es)" + SettingKey.language.defaultHelp + ".",
        valueName: "tag"
    ), completion: .list(SettingKey.language.completions))
    var language: String?

    func validate() throws {
        try check(.language, language.map(SettingValue.string), flag: "--language")
    }

    func record(into settings: inout SiteSettings) {
        settings.setFlag(.language, language.flatMap { try? SettingKey.language.check(.string($0)).get() })
    }
}
