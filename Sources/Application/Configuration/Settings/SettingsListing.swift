import Foundation
import Data

/// What `marquee config` prints: every setting in effect, as `marquee.toml` would write it, with
/// where it came from; then the TMDB variables of the environment (the key or token never shown).
public struct SettingsListing {
    let settings: SiteSettings
    let environment: [String: String]

    public init(settings: SiteSettings, environment: [String: String]) {
        self.settings = settings
        self.environment = environment
    }

    public var text: String {
        var rows: [(String, String)] = SettingKey.allCases.map { key in
            guard let entry = settings[key] else {
                let why = key == .templates ? "unset: there is no templates/ folder, so the built-in templates" : "unset (default)"
                return ("# \(key.rawValue) =", why)
            }
            return ("\(key.rawValue) = \(entry.value)", entry.origin.description)
        }
        typealias Variable = TMDBConfiguration.EnvironmentVariable
        for (name, secret) in [(Variable.apiKey, true), (Variable.accessToken, true), (Variable.apiBaseURL, false), (Variable.imageBaseURL, false)] {
            let value = environment[name].flatMap { $0.isEmpty ? nil : $0 }
            switch (value, secret) {
            case (nil, _): rows.append(("# \(name)", "unset (environment)"))
            case (_?, true): rows.append(("# \(name) = <set, not shown>", "environment"))
            case let (value?, false): rows.append(("# \(name) = \(SettingValue.string(value))", "environment"))
            }
        }
        let width = rows.map(\.0.count).max() ?? 0
        let file = settings.filePath ?? "marquee.toml (there is none)"
        var lines = ["# Settings in effect: flags, then the environment, then \(file), then defaults."]
        lines += rows.map { setting, origin in
            setting.padding(toLength: width, withPad: " ", startingAt: 0) + "  # " + origin
        }
        return lines.joined(separator: "\n")
    }
}
