import ArgumentParser

/// The one way Marquee starts an error line on standard error, whoever wrote the message.
enum ErrorText {
    /// The prefix of every error line (the console log handler uses the same).
    static let prefix = "marquee: error: "

    /// swift-argument-parser's message for `error`, as `command` would print it: Marquee's
    /// prefix instead of `Error: `, and the usage of the command that ran, under its full name
    /// (`marquee state check`), not the top level's.
    static func message(for error: any Error, command: any ParsableCommand.Type) -> String {
        var text = command.fullMessage(for: error)
        if text.hasPrefix("Error: ") { text = prefix + text.dropFirst("Error: ".count) }
        let path = MarqueeCommand.path(to: command) ?? []
        guard path.count > 1 else { return text }
        // A subcommand's own usage names it alone ("Usage: check <options>"): name it in full.
        let own = command._commandName
        let full = path.joined(separator: " ")
        return text
            .replacingOccurrences(of: "Usage: \(own) ", with: "Usage: \(full) ")
            .replacingOccurrences(of: "See '\(own) --help'", with: "See '\(full) --help'")
    }
}

extension ParsableCommand {
    /// The names from the top command down to `command` (`["marquee", "state", "check"]`); nil
    /// when `command` is not below this one.
    static func path(to command: any ParsableCommand.Type) -> [String]? {
        if command == Self.self { return [_commandName] }
        for subcommand in configuration.subcommands {
            if let below = subcommand.path(to: command) { return [_commandName] + below }
        }
        return nil
    }
}
