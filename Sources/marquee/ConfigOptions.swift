import Application
import ArgumentParser

/// `--config`, shared by every command that reads a site's settings: the flags given, then the
/// file, then the defaults.
struct ConfigOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The site's settings (default: ./marquee.toml when it exists); relative paths in it are relative to it.", valueName: "file"))
    var config: String?

    /// The settings in effect: the flags of `groups`, and those `record` adds, over the file.
    /// - Throws: ``ConfigFileError`` (exit code 2) when the file cannot be used.
    func settings(_ groups: [any SettingFlags], record: (inout SiteSettings) -> Void = { _ in }) throws -> SiteSettings {
        SiteSettings.resolved(flags: flags(groups, record: record), file: try ConfigFile.load(path: config))
    }

    /// The flags of `groups`, and those `record` adds, as settings (the file not read).
    func flags(_ groups: [any SettingFlags], record: (inout SiteSettings) -> Void = { _ in }) -> SiteSettings {
        var flags = SiteSettings()
        for group in groups { group.record(into: &flags) }
        record(&flags)
        return flags
    }
}

/// A group of flags that are also settings of `marquee.toml`.
protocol SettingFlags {
    /// Records the flags given (only those) as settings.
    func record(into settings: inout SiteSettings)
}

extension SettingKey {
    /// ` (default: 3)` for a flag's help, from the key's default.
    var defaultHelp: String {
        defaultValue.map { value in
            if case let .string(text) = value { " (default: \(text))" } else { " (default: \(value))" }
        } ?? ""
    }
}
