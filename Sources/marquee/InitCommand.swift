import Application
import ArgumentParser

/// `marquee init`.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start a site: marquee.toml, queries.txt and, with --templates, the templates to edit.",
        discussion: """
            Writes marquee.toml (every setting, commented, with its default) and queries.txt (a \
            dozen searches) into DIR, created when missing; `marquee build` in DIR then works at \
            once. A folder that already holds files is refused (exit code 2) unless --force, and \
            even then no existing file is overwritten.

            \(MarqueeExitCode.documentation(of: [.success, .failed, .usage]))
            """
    )

    @Argument(help: ArgumentHelp("The site's folder.", valueName: "dir"))
    var directory = "."

    @Flag(help: "Also copy the built-in templates into DIR/templates/, where marquee build picks them up.")
    var templates = false

    @Flag(help: "Add the missing files to a folder that already holds files; nothing existing is overwritten.")
    var force = false

    func run() throws {
        let outcome = try InitJob(directory: directory, withTemplates: templates, force: force).run()
        for file in outcome.written { print("wrote \(file)") }
        for file in outcome.kept { print("kept \(file) (it exists)") }
        print(directory == "." ? "Next: marquee build" : "Next: cd \(directory) && marquee build")
    }
}
