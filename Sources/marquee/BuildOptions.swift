import Application
import ArgumentParser

/// The build's inputs and output, shared by `build` and `serve` (which rebuilds with them).
struct BuildOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The query list, or - for standard input.", valueName: "file|-"))
    var queries = "queries.txt"

    @Option(help: ArgumentHelp("Where the site is published.", valueName: "dir"))
    var output = "output"

    @Option(help: ArgumentHelp("Result pages fetched per search at most (20 movies a page).", valueName: "n"))
    var maxPages = 3

    @Option(help: ArgumentHelp("A folder whose templates replace the built-in ones file by file (default: ./templates when it exists).", valueName: "dir"))
    var templates: String?

    func validate() throws {
        guard maxPages >= 1 else { throw ValidationError("--max-pages must be at least 1.") }
        guard !output.isEmpty else { throw ValidationError("--output needs a folder.") }
    }

    func apply(to configuration: inout AppConfiguration) {
        configuration.queriesPath = queries
        configuration.outputPath = output
        configuration.maxPages = maxPages
        configuration.templatesPath = templates
    }
}
