/// Where a setting in effect came from, in order of precedence.
public enum SettingOrigin: Sendable, Hashable, CustomStringConvertible {
    /// A command-line flag.
    case flag
    /// An environment variable.
    case environment(String)
    /// A line of a configuration file.
    case file(path: String, line: Int)
    /// Marquee's default.
    case defaultValue
    /// Marquee's default for a folder that is used when it exists (`templates/`), and it does.
    case existingFolder

    public var description: String {
        switch self {
        case .flag: "flag"
        case let .environment(name): "environment \(name)"
        case let .file(path, line): "\(path):\(line)"
        case .defaultValue: "default"
        case .existingFolder: "default: the folder exists, so its files override the built-in ones"
        }
    }
}
