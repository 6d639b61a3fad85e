import Infrastructure

/// Why `marquee.toml` (or the file named by `--config`) cannot be used. Nothing is built or
/// touched when it is thrown; the exit code is 2.
public struct ConfigFileError: Error, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Problem: Sendable, Equatable {
        /// `--config` names a file that is missing or cannot be read.
        case unreadable(reason: String)
        /// Not TOML.
        case syntax(column: Int, message: String)
        /// A one-line string whose closing quote is missing; `column` is where it opens.
        case unclosedString(column: Int)
        /// A key Marquee does not know.
        case unknownKey(String)
        /// The TMDB key or token, which belongs in the environment.
        case secret(key: String, variable: String)
        /// A value of the wrong type or out of range.
        case invalidValue(SettingValueError)
        /// `quiet` and `verbose` both true.
        case conflict(String, String)
        /// The `[deploy]` table is not as `marquee deploy` reads it.
        case deploy(String)
    }

    public let path: String
    /// 1-based; nil when the problem is not on one line.
    public let line: Int?
    public let problem: Problem

    public init(path: String, line: Int?, problem: Problem) {
        self.path = path
        self.line = line
        self.problem = problem
    }

    public var description: String {
        let place = line.map { "\(path):\($0)" } ?? path
        switch problem {
        case let .unreadable(reason):
            return "The configuration file \(path) cannot be read: \(reason). Give an existing file with --config, "
                + "or leave --config out to use ./marquee.toml when there is one."
        case let .syntax(column, message):
            return "\(place):\(column): \(path) is not valid TOML: \(message). Fix that line (see https://toml.io)."
        case let .unclosedString(column):
            return "\(place):\(column): the string that starts here is not closed. End it with the same quote it starts with, "
                + "on the same line (a string over several lines starts with three quotes)."
        case let .unknownKey(key):
            let hint = SpellingSuggestion.closest(to: key, in: SettingKey.allCases.map(\.rawValue)).map { " Did you mean '\($0)'?" } ?? ""
            return "\(place): unknown key '\(key)'.\(hint) Allowed keys: "
                + SettingKey.allCases.map(\.rawValue).joined(separator: ", ") + ". Remove or rename it."
        case let .secret(key, variable):
            return "\(place): '\(key)' cannot be set in the file, so that the file can be committed. "
                + "Remove it and set \(variable) in the environment instead."
        case let .invalidValue(error):
            return "\(place): \(error). Change the value of '\(error.key.rawValue)'."
        case let .deploy(message):
            return "\(place): \(message)."
        case let .conflict(first, second):
            return "\(place): '\(first)' and '\(second)' cannot both be true. Set one of them to false."
        }
    }
}
