extension ConfigFile {
    /// A `marquee.toml` listing every key, commented out, with what it does and its default:
    /// what `marquee init` writes.
    public static var template: String {
        var lines = [
            "# Marquee site settings. Each key is named like its flag of `marquee build` or `marquee serve`;",
            "# flags beat the environment, which beats this file, which beats the defaults. Relative paths are",
            "# relative to this file. The TMDB key or token is never set here: export TMDB_API_KEY or",
            "# TMDB_ACCESS_TOKEN instead, so that this file can be committed. `marquee config` shows what is in",
            "# effect. Remove the # before a key to set it.",
        ]
        for key in SettingKey.allCases {
            lines.append("")
            lines.append("# \(key.summary)")
            if let value = key.defaultValue {
                lines.append("# \(key.rawValue) = \(value)")
            } else {
                lines.append("# \(key.rawValue) = \(key.example)    (unset by default)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension SettingKey {
    /// A sample value for a key that is unset by default.
    fileprivate var example: SettingValue {
        switch self {
        case .templates: .string("templates")
        case .report: .string("report.json")
        case .baseURL: .string("https://example.org/movies/")
        default: defaultValue ?? .string("")
        }
    }
}
