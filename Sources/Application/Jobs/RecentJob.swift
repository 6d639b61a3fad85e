import Foundation
import Logging
import Presentation

/// `marquee recent`: the recent searches, newest first.
public struct RecentJob {
    private let configuration: AppConfiguration
    private let logger: Logger

    public init(configuration: AppConfiguration, logger: Logger) {
        self.configuration = configuration
        self.logger = logger
    }

    @MainActor
    public func run(limit: Int, json: Bool) async -> MarqueeExitCode {
        do {
            let scene = try AppDIContainer(configuration: configuration, logger: logger).makeMoviesSceneDIContainer()
            let viewModel = scene.makeMoviesQueriesListViewModel(numberOfQueriesToShow: limit)
            await viewModel.didLoad()
            if let error = viewModel.error {
                logger.error("Cannot read the recent searches from \(configuration.statePath): \(error)")
                return .failed
            }
            let queries = viewModel.items.map(\.query)
            if json {
                ConsoleOutput.standardOutput.write(MachineReadableJSON.text(of: RecentSearchesDocument(items: viewModel.items)))
            } else if queries.isEmpty {
                ConsoleOutput.standardOutput.write("No recent searches yet. Run marquee search or marquee build first.\n")
            } else {
                ConsoleOutput.standardOutput.write(queries.map(TerminalText.escaped).joined(separator: "\n") + "\n")
            }
            return .success
        } catch let error as MarqueeError {
            logger.error("\(error.message)")
            return error.exitCode
        } catch {
            if let storage = MarqueeError.storage(error, statePath: configuration.statePath) {
                logger.error("\(storage.message)")
                return storage.exitCode
            }
            logger.error("\(error)")
            return .failed
        }
    }
}
