import Data
import Domain
import Foundation
import Infrastructure
import Logging
import Rendering

extension AppDIContainer {
    /// The staged output of a new build of the configured folder.
    func makeSiteOutput(knownPublication: StagedDirectory.KnownPublication? = nil) throws -> DirectorySiteOutput {
        try DirectorySiteOutput(path: configuration.outputPath, knownPublication: knownPublication)
    }

    /// A progress bar on a terminal at normal verbosity, log lines otherwise.
    @MainActor
    func makeBuildProgress() -> BuildProgress {
        configuration.verbosity == .normal && ConsoleOutput.standardError.isTerminal
            ? TerminalBuildProgress()
            : LoggingBuildProgress(logger: logger)
    }

    /// The coordinator of one build and everything it runs with: the poster downloader, the
    /// renderer (keeping the pages `pageMemo` knows, and the person pages `personPageSources`
    /// says none of whose films changed), the page writer and the scene's view models; the
    /// coordinator replays `knownSearches` and keeps unread the films' pages `lastBuildFilms`
    /// vouches for.
    @MainActor
    func makeBuildPipeline(
        templates: SiteTemplates,
        output: SiteOutput,
        pageMemo: PageDigests?,
        personPageSources: PersonPageSources?,
        knownSearches: [String: KnownSearch],
        lastBuildFilms: LastBuildFilms?,
        progress: BuildProgress,
        buildTime: Int64
    ) throws -> BuildCoordinator {
        let posters = try makePosterDownloader()
        var renderer = SiteRenderer(templates: templates, siteName: configuration.title, options: configuration.siteOptions(downloads: posters))
        renderer.pageMemo = pageMemo
        pageMemo?.site = renderer.siteDigest
        return try makeMoviesSceneDIContainer(batch: true).makeBuildCoordinator(
            renderer: renderer,
            output: output,
            personPageSources: personPageSources,
            knownSearches: knownSearches,
            lastBuildFilms: lastBuildFilms,
            posters: posters,
            progress: progress,
            history: makeFirstFoundRepository(),
            buildTime: buildTime,
            feedLimit: configuration.feedLimit
        )
    }

    /// When earlier builds of the configured output folder first found each search's films.
    func makeFirstFoundRepository() -> FirstFoundRepository {
        SQLiteFirstFoundRepository(connection: stateDatabase, output: configuration.absoluteOutputPath)
    }
}
