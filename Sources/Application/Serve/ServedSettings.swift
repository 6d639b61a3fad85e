import Logging

/// The settings `marquee serve` builds with, read again from the settings file before each
/// rebuild, so that an edit to `marquee.toml` takes effect as an edit to a template does.
///
/// The folder served and the port stay as they were at start: a new `output` is reported and
/// left for the next start.
@MainActor
final class ServedSettings {
    /// The configuration of the last good reading.
    private(set) var configuration: AppConfiguration
    /// The settings file, watched for changes; nil when the run has none to read.
    let path: String?
    private let reload: (@Sendable () throws -> AppConfiguration)?

    init(configuration: AppConfiguration, path: String?, reload: (@Sendable () throws -> AppConfiguration)?) {
        self.configuration = configuration
        self.path = path
        self.reload = reload
    }

    /// Reads the settings again. A file that cannot be used leaves the last good configuration in
    /// place and comes back as the message to show.
    func refresh(logger: Logger) -> String? {
        guard let reload else { return nil }
        var next: AppConfiguration
        do {
            next = try reload()
        } catch {
            return "\(error)"
        }
        if next.outputPath != configuration.outputPath {
            logger.warning("The output folder changed to \(next.outputPath); serve keeps serving \(configuration.outputPath) until it is started again.")
            next.outputPath = configuration.outputPath
        }
        configuration = next
        return nil
    }

    /// What to watch under the current settings.
    var inputs: WatchedInputs {
        WatchedInputs(configuration: configuration, settingsPath: path)
    }
}
