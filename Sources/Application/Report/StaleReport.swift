import Foundation

/// The report of a build that was refused before it ran (a bad flag, a `marquee.toml` that does
/// not parse): whatever report an earlier run left there must not stand for this one, so it is
/// removed. A report promises that a stale one never claims success.
public enum StaleReport {
    /// Removes the report a refused `build` names: with `--report FILE` on its command line, or
    /// with a `report = "FILE"` line of its settings file (read line by line, since the file
    /// itself may be what failed to parse). A file named in the settings is removed only when it
    /// is a Marquee build report, so a typo cannot delete anything else.
    public static func remove(commandLine arguments: [String]) {
        guard arguments.first == "build" else { return }
        var named: String?
        var settingsPath = ConfigFile.defaultName
        for (index, argument) in arguments.enumerated() {
            let next: String? = index + 1 < arguments.count ? arguments[index + 1] : nil
            if argument == "--report", let next { named = next }
            if argument.hasPrefix("--report=") { named = String(argument.dropFirst("--report=".count)) }
            if argument == "--config", let next { settingsPath = next }
            if argument.hasPrefix("--config=") { settingsPath = String(argument.dropFirst("--config=".count)) }
        }
        if let named {
            unlink(named)
        } else if let path = reportPath(inSettingsAt: settingsPath), isBuildReport(path) {
            unlink(path)
        }
    }

    /// The `report` key of a settings file's top level, relative paths taken from the file's
    /// folder; nil when the file or the key is not there.
    static func reportPath(inSettingsAt path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        for rawLine in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(String.UnicodeScalarView(rawLine)).trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") { return nil }
            guard let value = reportValue(in: line) else { continue }
            let directory = (path as NSString).deletingLastPathComponent
            return value.hasPrefix("/") || directory.isEmpty ? value : (directory as NSString).appendingPathComponent(value)
        }
        return nil
    }

    /// The string of a `report = "…"` or `report = '…'` line (without escapes); nil otherwise.
    private static func reportValue(in line: String) -> String? {
        guard line.hasPrefix("report") else { return nil }
        var rest = line.dropFirst("report".count).drop { $0 == " " || $0 == "\t" }
        guard rest.first == "=" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        let body = rest.dropFirst()
        guard let end = body.firstIndex(of: quote) else { return nil }
        let value = String(body[..<end])
        return value.isEmpty || value.contains("\\") ? nil : value
    }

    /// True for a JSON object with the keys every Marquee build report has.
    private static func isBuildReport(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
        return object["exit_code"] != nil && object["queries"] != nil
    }
}
