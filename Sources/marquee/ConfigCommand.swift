import Application
import ArgumentParser
import Foundation

/// `marquee config`.
struct ConfigCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Print the settings in effect and where each came from.",
        discussion: """
            Reads marquee.toml (or --config FILE) and the flags given here as marquee build would, \
            and prints every setting as the file would write it, followed by its origin: flag, \
            environment, file:line or default. The TMDB key or token is never printed.

            \(MarqueeExitCode.documentation(of: [.success, .usage]))
            """
    )

    @OptionGroup var buildOptions: BuildOptions

    @Option(help: ArgumentHelp("As for marquee build.", valueName: "file"))
    var report: String?

    @OptionGroup var sourceOptions: SourceOptions
    @OptionGroup var siteOptions: SiteOutputOptions
    @OptionGroup var languageOptions: LanguageOptions
    @OptionGroup var outputOptions: OutputOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("As for marquee serve.", valueName: "n"))
    var port: Int?

    @Flag(inversion: .prefixedNo, help: "As for marquee serve.")
    var watch: Bool?

    @OptionGroup var configOptions: ConfigOptions

    func validate() throws {
        try check(.port, port.map(SettingValue.integer), flag: "--port")
    }

    func run() async throws {
        let settings = try configOptions.settings([buildOptions, sourceOptions, siteOptions, languageOptions, outputOptions]) { flags in
            flags.setFlag(.report, report.map(SettingValue.string))
            flags.setFlag(.port, port.map(SettingValue.integer))
            flags.setFlag(.watch, watch.map(SettingValue.boolean))
        }
        print(SettingsListing(settings: settings, environment: ProcessInfo.processInfo.environment).text)
    }
}
