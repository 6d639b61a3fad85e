import Foundation
import Logging
import Rendering

/// Finds the templates: `--templates DIR` when given, else `templates/` in the working directory
/// when there is one; any file missing there comes from the built-in copies.
struct TemplatesLocator {
    let configuration: AppConfiguration

    /// The templates when the folder replaces a built-in one, else nil: the built-in ones are
    /// parsed when first used (``SiteTemplates/builtIn``), which a build that keeps the published
    /// site never does.
    func loadOverrides() throws -> SiteTemplates? {
        let directory = try self.directory()
        do {
            return try SiteTemplates.overrides(in: directory)
        } catch {
            throw MarqueeError(.usage, "\(error)")
        }
    }

    /// Warns about each tag that looks up a name its page never provides, naming the file and
    /// line; with `--strict-templates` such a tag is an error (exit 2). The names are those of the
    /// renderer's own contexts, so they cannot drift from what the pages hold.
    func checkNames(of templates: SiteTemplates, logger: Logger) throws {
        guard templates.overridesBuiltIn else { return }
        let warnings = templates.unknownNames(known: SiteRenderer(templates: templates).contextNames(of: .sample))
        guard !warnings.isEmpty else { return }
        if configuration.strictTemplates {
            throw MarqueeError(.usage, warnings.map(\.description).joined(separator: "\n")
                + "\n--strict-templates refuses templates with unknown names; fix them, or leave the flag out to build anyway.")
        }
        for warning in warnings { logger.warning("\(warning)") }
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
