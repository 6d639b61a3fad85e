import Foundation

/// The files a build reads that a person edits: the query file and every file in the templates
/// folder the build would use (`--templates DIR`, else `./templates` when it exists, looked up
/// again on every snapshot so a folder created later is picked up).
struct WatchedInputs: Sendable {
    let queriesPath: String
    /// `--templates`; nil means `./templates` when present.
    let templatesPath: String?

    init(configuration: AppConfiguration) {
        queriesPath = configuration.queriesPath
        templatesPath = configuration.templatesPath
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

    /// The files watched, for the log: `queries.txt and templates/`.
    var summary: String {
        guard let folder = templatesFolder else { return queriesPath + " (and ./templates if it appears)" }
        return queriesPath + " and " + (folder.hasSuffix("/") ? folder : folder + "/")
    }
}
