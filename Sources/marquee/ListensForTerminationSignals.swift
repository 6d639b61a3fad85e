/// A command that stops cleanly on SIGINT and SIGTERM (`build`, `serve`, `deploy`): the signals
/// stay held from the start of `main` until it listens, so that one sent while it starts up is
/// handled as any other. Every other command gets their default action back once parsed.
/// `SendableMetatype`, so that the check in `main` (on the main actor) cannot make an isolated
/// conformance, which would keep the parsed command from being sent to its `run()`.
protocol ListensForTerminationSignals: SendableMetatype {}
