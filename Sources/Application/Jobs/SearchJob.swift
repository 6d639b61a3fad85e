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

    /// Runs the search and prints it to standard output.
    public func run(query: String, page: Int, json: Bool) async -> MarqueeExitCode {
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            logger.error("The query is empty. Give the words to search for, e.g. marquee search \"star wars\".")
            return .usage
        }
        do {
            let scene = try AppDIContainer(configuration: configuration, logger: logger).makeMoviesSceneDIContainer()
            let moviesPage = try await scene.makeSearchMoviesUseCase().execute(
                requestValue: SearchMoviesUseCaseRequestValue(query: MovieQuery(query: trimmed), page: page),
                cached: { _ in }
            )
            let items = moviesPage.movies.map { scene.makeMoviesListItemViewModel(movie: $0) }
            let text = json
                ? SearchOutput.json(query: trimmed, page: moviesPage, items: items)
                : SearchOutput.text(query: trimmed, page: moviesPage, items: items)
            ConsoleOutput.standardOutput.write(text)
            return .success
        } catch let error as MarqueeError {
            logger.error("\(error.message)")
            return error.exitCode
        } catch {
            logger.error("The search failed: \(error)")
            return .failed
        }
    }
}
