import Application
import ArgumentParser
import Foundation

/// The `marquee` command: parses arguments and hands over to the Application layer.
@main
struct MarqueeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "marquee",
        abstract: "Turn a list of movie searches into a browsable static website.",
        discussion: """
            Marquee runs every search of a query list against a movie source (the embedded \
            catalog by default, or The Movie Database), keeps the recent searches in SQLite, \
            and writes a linked HTML site you can open from disk or serve from any web server.

            Each command explains itself: marquee help build (or marquee build --help). The man \
            page holds the same text: man marquee once installed (make install); in a checkout, \
            make man writes it, then man ./.build/manual/marquee.1 reads it.

            \(MarqueeExitCode.documentation)
            """,
        subcommands: [
            BuildCommand.self, SearchCommand.self, RecentCommand.self, ServeCommand.self, StateCommand.self,
            InitCommand.self, ConfigCommand.self, DeployCommand.self,
        ]
    )

    @Flag(help: "Print Marquee's version, the embedded catalog's, libcmark's and SQLite's.")
    var version = false

    func run() throws {
        guard version else { throw CleanExit.helpRequest(self) }
        print(MarqueeVersion.text())
    }

    /// Parses, runs, and exits with a documented code: usage errors are 2 (not 64), help is 0.
    static func main() async {
        ProcessSetup.apply()
        let code: Int32
        var parsed: (any ParsableCommand.Type)?
        do {
            var command = try parseAsRoot()
            parsed = type(of: command)
            if !(command is any ListensForTerminationSignals) { ProcessSetup.releaseHeldSignals() }
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            code = 0
        } catch let exit as ExitCode {
            code = exit.rawValue
        } catch {
            let exitCode = self.exitCode(for: error)
            // An error thrown once a subcommand runs shows that subcommand's usage, not the top level's.
            let message = ErrorText.message(for: error, command: parsed ?? Self.self)
            if exitCode == .success {
                if !message.isEmpty { print(message) }
                code = 0
            } else {
                FileHandle.standardError.write(Data((TerminalText.escaped(message) + "\n").utf8))
                StaleReport.remove(commandLine: Array(CommandLine.arguments.dropFirst()))
                code = MarqueeExitCode.usage.rawValue
            }
        }
        ProcessSetup.releaseHeldSignals()
        Foundation.exit(code)
    }
}
