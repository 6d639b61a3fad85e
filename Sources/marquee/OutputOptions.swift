import Application
import ArgumentParser

/// `--quiet` and `--verbose`, shared by every command.
struct OutputOptions: ParsableArguments, SettingFlags {
    @Flag(name: [.short, .long], help: "Print errors only (for cron).")
    var quiet = false

    @Flag(name: [.short, .long], help: "Print every step.")
    var verbose = false

    func validate() throws {
        if quiet && verbose {
            throw ValidationError("--quiet and --verbose cannot be used together.")
        }
    }

    var verbosity: AppConfiguration.Verbosity {
        quiet ? .quiet : (verbose ? .verbose : .normal)
    }

    func record(into settings: inout SiteSettings) {
        if quiet { settings.setFlag(.quiet, .boolean(true)) }
        if verbose { settings.setFlag(.verbose, .boolean(true)) }
    }
}
