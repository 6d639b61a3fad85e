import Foundation
import TOMLKit

/// Reads a site's `marquee.toml`: every key checked against ``SettingKey``, relative paths made
/// relative to the file's folder.
public struct ConfigFile: Sendable {
    /// The file read when `--config` is not given, in the working directory.
    public static let defaultName = "marquee.toml"

    /// Names a TMDB secret might be given under: they are refused rather than reported unknown.
    private static let secrets: [(names: Set<String>, variable: String)] = [
        (["tmdb-api-key", "tmdb_api_key", "api-key", "api_key", "TMDB_API_KEY"], "TMDB_API_KEY"),
        (["tmdb-access-token", "tmdb_access_token", "access-token", "access_token", "token", "TMDB_ACCESS_TOKEN"], "TMDB_ACCESS_TOKEN"),
    ]

    /// The settings of the file at `path` (`--config`), or of `./marquee.toml` when `path` is nil
    /// and there is one; nil when there is none.
    ///
    /// - Throws: ``ConfigFileError`` naming the file, the line and the key.
    public static func load(path: String?) throws(ConfigFileError) -> SiteSettings? {
        let filePath = path ?? defaultName
        if path == nil, !FileManager.default.fileExists(atPath: filePath) { return nil }
        guard let data = FileManager.default.contents(atPath: filePath) else {
            let reason = FileManager.default.fileExists(atPath: filePath) ? "it is a folder or not readable" : "there is no such file"
            throw ConfigFileError(path: filePath, line: nil, problem: .unreadable(reason: reason))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigFileError(path: filePath, line: nil, problem: .unreadable(reason: "it is not UTF-8 text"))
        }
        return try parse(text, path: filePath)
    }

    /// The settings `text` sets; `path` names the file in errors and origins, and relative paths
    /// in it are taken from its folder.
    public static func parse(_ text: String, path: String) throws(ConfigFileError) -> SiteSettings {
        if let problem = TOMLTableHeaderCheck.firstProblem(in: text) ?? TOMLValueCheck.firstProblem(in: text) {
            throw ConfigFileError(path: path, line: problem.line, problem: .syntax(column: problem.column, message: problem.message))
        }
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            let line = error.source.begin.line
            if let column = Self.line(line, of: text).flatMap(TOMLUnclosedString.column(in:)) {
                throw ConfigFileError(path: path, line: line, problem: .unclosedString(column: column))
            }
            throw ConfigFileError(path: path, line: line, problem: .syntax(column: error.source.begin.column, message: error.description))
        } catch {
            throw ConfigFileError(path: path, line: nil, problem: .syntax(column: 0, message: "\(error)"))
        }
        let lines = TOMLKeyLines(text)
        let directory = (path as NSString).deletingLastPathComponent
        var settings = SiteSettings()
        settings.filePath = path
        let keys = table.keys.sorted { (lines.line(of: $0) ?? .max, $0) < (lines.line(of: $1) ?? .max, $1) }
        for name in keys {
            let line = lines.line(of: name)
            func failure(_ problem: ConfigFileError.Problem) -> ConfigFileError {
                ConfigFileError(path: path, line: line, problem: problem)
            }
            if let secret = secrets.first(where: { $0.names.contains(name) }) {
                throw failure(.secret(key: name, variable: secret.variable))
            }
            if let variable = awsSecretVariable(name) {
                throw failure(.secret(key: name, variable: variable))
            }
            if name == "deploy", let value = table[name] {
                settings.deploy = try deploySettings(value, path: path, lines: lines)
                continue
            }
            guard let key = SettingKey(rawValue: name) else { throw failure(.unknownKey(name)) }
            guard let raw = table[name], let value = settingValue(raw) else {
                throw failure(.invalidValue(SettingValueError(key: key, allowed: key.allowed, found: table[name].map { "a TOML \($0.type)" })))
            }
            var checked: SettingValue
            switch key.check(value) {
            case let .success(valid): checked = valid
            case let .failure(error): throw failure(.invalidValue(error))
            }
            if case .path = key.kind, let relative = checked.string, !(key == .queries && relative == "-") {
                checked = .string(resolve(relative, from: directory))
            }
            settings[key] = SiteSettings.Entry(value: checked, origin: .file(path: path, line: line ?? 0))
        }
        if settings[.quiet]?.value == .boolean(true), settings[.verbose]?.value == .boolean(true) {
            throw ConfigFileError(path: path, line: lines.line(of: SettingKey.verbose.rawValue), problem: .conflict("quiet", "verbose"))
        }
        return settings
    }

    private static func settingValue(_ value: any TOMLValueConvertible) -> SettingValue? {
        switch value.type {
        case .string: value.string.map(SettingValue.string)
        case .int: value.int.map(SettingValue.integer)
        case .bool: value.bool.map(SettingValue.boolean)
        default: nil
        }
    }

    /// `path` as seen from the working directory, when it was written relative to `directory`.
    private static func resolve(_ path: String, from directory: String) -> String {
        if path.hasPrefix("/") || directory.isEmpty { return path }
        if path.hasPrefix("~") { return (path as NSString).expandingTildeInPath }
        return (directory as NSString).appendingPathComponent(path)
    }

    /// Line `number` (1-based) of `text`, lines ending at `\n` as TOML counts them (a CRLF line
    /// keeps its `\r`: the scalar, not the Character, ends a line).
    private static func line(_ number: Int, of text: String) -> Substring? {
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        guard number >= 1, number <= lines.count else { return nil }
        return Substring(lines[number - 1])
    }
}
