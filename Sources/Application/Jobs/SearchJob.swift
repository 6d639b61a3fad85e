import Data
import Domain
import Foundation
import Logging
import Presentation

/// `marquee search`: one search, printed as text or JSON, saved to the recent searches.
public struct SearchJob {
    private let configuration: AppConfiguration
    private let logger: Logger

    public init(configuration: AppConfiguration, logger: Logger) {
        self.configuration = configuration
        self.logger = logger
    }

    /// Runs the search through the list view model, as a user would (search, then the next
    /// pages up to `page`), and prints page `page` to standard output.
    @MainActor
    public func run(query: String, page: Int, json: Bool, explain: Bool = false) async -> MarqueeExitCode {
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            logger.error("The query is empty. Give the words to search for, e.g. marquee search \"star wars\".")
            return .usage
        }
        do {
            let container = try AppDIContainer(configuration: configuration, logger: logger)
            let scene = container.makeMoviesSceneDIContainer()
            let viewModel = scene.makeMoviesListViewModel(actions: MoviesListViewModelActions(showMovieDetails: { _ in }))
            await viewModel.didSearch(query: trimmed)
            while viewModel.error == nil, viewModel.currentPage < page, viewModel.hasMorePages {
                let previous = viewModel.currentPage
                await viewModel.didLoadNextPage()
                guard viewModel.currentPage > previous else { break }
            }
            if let error = viewModel.error {
                logger.error("The search failed: \(error)")
                return .failed
            }
            let items = viewModel.pages.first { $0.number == page }?.items ?? []
            let moviesPage = MoviesPage(page: page, totalPages: viewModel.totalPageCount, totalResults: viewModel.totalResults, movies: [])
            let text = json
                ? SearchOutput.json(query: trimmed, page: moviesPage, movies: viewModel.machineReadableMovies(onPage: page))
                : TerminalText.escaped(SearchOutput.text(query: trimmed, page: moviesPage, items: items, localization: configuration.language))
            ConsoleOutput.standardOutput.write(text)
            if explain {
                let signals = try container.rankingSignals(query: trimmed, limit: page * SQLiteMoviesCatalog.pageSize)
                ConsoleOutput.standardOutput.write(TerminalText.escaped(SearchOutput.explanation(signals, page: page)))
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
            logger.error("The search failed: \(error)")
            return .failed
        }
    }
}
