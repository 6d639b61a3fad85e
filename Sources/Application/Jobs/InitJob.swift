import Foundation
import Rendering

/// `marquee init`: starts a site in a folder: `marquee.toml` (every key commented, with its
/// default), `queries.txt`, and with `templates` a copy of the built-in templates to edit. A folder
/// that already holds files is refused unless `force`; even then nothing existing is overwritten.
public struct InitJob {
    /// A dozen searches of different kinds and eras, each finding films in the embedded catalog.
    public static let sampleQueries = [
        "Godfather", "Star Wars", "Toy Story", "Casablanca", "Amélie", "Mad Max",
        "Dracula", "Batman", "Seven Samurai", "Before Sunrise", "Christmas", "Moon",
    ]

    /// What was done.
    public struct Outcome: Sendable, Equatable {
        /// Files written, relative to the folder.
        public var written: [String] = []
        /// Files left as they were because they existed.
        public var kept: [String] = []
    }

    let directory: String
    let withTemplates: Bool
    let force: Bool

    public init(directory: String, withTemplates: Bool, force: Bool) {
        self.directory = directory
        self.withTemplates = withTemplates
        self.force = force
    }

    /// - Throws: ``MarqueeError`` with exit code 2 for a folder that holds files (without
    ///   `force`) or a path that is a file; exit code 1 when a file cannot be written.
    public func run() throws -> Outcome {
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        if files.fileExists(atPath: directory, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw MarqueeError(.usage, "\(directory) is a file. Name a new or empty folder for the site.")
            }
            let entries = (try? files.contentsOfDirectory(atPath: directory)) ?? []
            if !entries.isEmpty && !force {
                throw MarqueeError(.usage, "\(directory) already holds files (\(entries.sorted().prefix(3).joined(separator: ", "))\(entries.count > 3 ? ", ..." : "")). "
                    + "Name a new or empty folder, or add --force to add the missing files (nothing existing is overwritten).")
            }
        }
        var outcome = Outcome()
        var contents: [(String, String)] = [
            (ConfigFile.defaultName, ConfigFile.template),
            ("queries.txt", "# One search a line; lines starting with # are skipped.\n" + Self.sampleQueries.joined(separator: "\n") + "\n"),
        ]
        if withTemplates {
            contents += TemplateFile.allCases.map { ("templates/" + $0.fileName, $0.builtInText) }
        }
        for (relative, text) in contents {
            let path = (directory as NSString).appendingPathComponent(relative)
            if files.fileExists(atPath: path) {
                outcome.kept.append(relative)
                continue
            }
            do {
                try files.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
            } catch {
                throw MarqueeError(.failed, "Cannot write \(path): \(error.localizedDescription). Check that the folder is writable.")
            }
            outcome.written.append(relative)
        }
        return outcome
    }
}
