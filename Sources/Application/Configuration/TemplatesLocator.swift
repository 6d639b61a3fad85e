import Foundation
import Rendering

/// Finds the templates: `--templates DIR` when given, else `templates/` in the working directory
/// when there is one; any file missing there comes from the built-in copies.
struct TemplatesLocator {
    let configuration: AppConfiguration

    func load() throws -> SiteTemplates {
        var isDirectory: ObjCBool = false
        let directory: String?
        if let path = configuration.templatesPath {
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw MarqueeError(.usage, "The templates folder \(path) does not exist. Give an existing folder with --templates, or leave the flag out to use the built-in templates.")
            }
            directory = path
        } else if FileManager.default.fileExists(atPath: "templates", isDirectory: &isDirectory), isDirectory.boolValue {
            directory = "templates"
        } else {
            directory = nil
        }
        do {
            return try SiteTemplates.load(overridesIn: directory)
        } catch {
            throw MarqueeError(.usage, "\(error)")
        }
    }
}
