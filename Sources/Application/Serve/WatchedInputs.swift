import Foundation

/// The files a build reads that a person edits: the site's settings file, the query file and
/// every file in the templates folder the build would use (`--templates DIR`, else `./templates`
/// when it exists, looked up again on every snapshot so a folder created later is picked up).
struct WatchedInputs: Sendable, Equatable {
    let queriesPath: String
    /// `--templates`; nil means `./templates` when present.
    let templatesPath: String?
    /// `marquee.toml` (or `--config FILE`), watched whether or not it exists yet; nil for none.
    let settingsPath: String?

    init(configuration: AppConfiguration, settingsPath: String? = nil) {
        queriesPath = configuration.queriesPath
        templatesPath = configuration.templatesPath
        self.settingsPath = settingsPath
    }

    /// The templates folder in use now, if any.
    var templatesFolder: String? {
        let candidate = templatesPath ?? "templates"
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), isDirectory.boolValue else {
            return templatesPath
        }
        return candidate
    }

    /// What is there now. Editor leftovers (hidden files, names ending in `~`) are ignored.
    func snapshot() -> InputSnapshot {
        var files: [String: InputSnapshot.Stamp?] = [queriesPath: InputSnapshot.stamp(of: queriesPath)]
        if let settingsPath { files[settingsPath] = InputSnapshot.stamp(of: settingsPath) }
        if let folder = templatesFolder {
            let enumerator = FileManager.default.enumerator(atPath: folder)
            while let relative = enumerator?.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") || name.hasSuffix("~") { continue }
                let path = (folder as NSString).appendingPathComponent(relative)
                if let stamp = InputSnapshot.stamp(of: path) { files[path] = stamp }
            }
        }
        return InputSnapshot(files: files)
    }

    /// The files watched, for the log: `marquee.toml, queries.txt and templates/`.
    var summary: String {
        let files = (settingsPath.map { [$0] } ?? []) + [queriesPath]
        guard let folder = templatesFolder else { return files.joined(separator: ", ") + " (and ./templates if it appears)" }
        return files.joined(separator: ", ") + " and " + (folder.hasSuffix("/") ? folder : folder + "/")
    }
}
