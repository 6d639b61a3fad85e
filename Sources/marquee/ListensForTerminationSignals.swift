/// A command that stops cleanly on SIGINT and SIGTERM (`build`, `serve`, `deploy`): the signals
/// stay held from the start of `main` until it listens, so that one sent while it starts up is
/// handled as any other. Every other command gets their default action back once parsed.
protocol ListensForTerminationSignals {}
