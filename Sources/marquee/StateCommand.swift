import Application
import ArgumentParser

/// `marquee state`: look after the SQLite state file.
struct StateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "state",
        abstract: "Check the state file, or move it aside and start afresh.",
        discussion: """
            The state file (default .marquee/state.sqlite) keeps the recent searches and the \
            response cache. If a build stops with a message about it (damaged, another program's \
            database, or written by a newer Marquee), `marquee state check` says what is wrong and \
            `marquee state reset` moves the file to <path>.broken-<n> and creates an empty one. \
            Nothing is deleted. Do not reset while a build is running.

            \(MarqueeExitCode.documentation(of: [.success, .failed, .usage]))
            """,
        subcommands: [Check.self, Reset.self]
    )

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Print what the state file holds and what is wrong with it (exit 1 when something is)."
        )

        @Option(help: ArgumentHelp("SQLite state file.", valueName: "path"))
        var state = ".marquee/state.sqlite"

        @Flag(help: "Print JSON for scripts: path, exists, healthy, schema_version, known_schema_version, tables (name → rows), problems.")
        var json = false

        func run() throws {
            throw ExitCode(StateJob(statePath: state, logger: .console(.normal)).check(json: json).rawValue)
        }
    }

    struct Reset: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "reset",
            abstract: "Move the state file aside to <path>.broken-<n> and create an empty one."
        )

        @Option(help: ArgumentHelp("SQLite state file.", valueName: "path"))
        var state = ".marquee/state.sqlite"

        func run() throws {
            throw ExitCode(StateJob(statePath: state, logger: .console(.normal)).reset().rawValue)
        }
    }
}
