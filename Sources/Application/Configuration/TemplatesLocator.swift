import Foundation
import Rendering

/// Finds the templates: `--templates DIR` when given, else `templates/` in the working directory
/// when there is one; any file missing there comes from the built-in copies.
struct TemplatesLocator {
    let configuration: AppConfiguration

    func load() throws -> SiteTemplates {
        let directory = try self.directory()
        do {
            return try SiteTemplates.load(overridesIn: directory)
        } catch {
            throw MarqueeError(.usage, "\(error)")
        }
    }

    /// The folder whose templates override the built-in ones, or nil for none.
    func directory() throws -> String? {
        var isDirectory: ObjCBool = false
        if let path = configuration.templatesPath {
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw MarqueeError(.usage, "The templates folder \(path) does not exist. Give an existing folder with --templates, or leave the flag out to use the built-in templates.")
            }
            return path
        }
        if FileManager.default.fileExists(atPath: "templates", isDirectory: &isDirectory), isDirectory.boolValue {
            return "templates"
        }
        return nil
    }
}
