import Rendering

/// The ``SitePageWriter`` of a real build: splits pages into batches of `batchSize` and renders
/// and writes at most `width` batches at a time off the main actor, so that both cores work and
/// at most `width * batchSize` pages are held.
@MainActor
final class BatchingPageWriter: SitePageWriter {
    private let renderer: SiteRenderer
    private let output: SiteOutput
    let batchSize: Int
    let width: Int

    init(renderer: SiteRenderer, output: SiteOutput, batchSize: Int = 16, width: Int) {
        self.renderer = renderer
        self.output = output
        self.batchSize = max(1, batchSize)
        self.width = max(1, width)
    }

    @discardableResult
    func write(_ pages: [SitePage]) async throws -> [String] {
        let batches = Array(batched(pages).enumerated())
        var paths = [[String]](repeating: [], count: batches.count)
        let (renderer, output) = (renderer, output)
        try await forEachConcurrently(batches, width: width) { index, batch in
            (index, try await Self.renderAndWrite(batch, renderer: renderer, output: output))
        } collect: { index, written in
            paths[index] = written
        }
        return paths.flatMap { $0 }
    }

    func write<Source: Sendable>(
        _ sources: [Source],
        making: @escaping @Sendable @MainActor ([Source]) async throws -> [SitePage]
    ) async throws {
        let (renderer, output) = (renderer, output)
        try await forEachConcurrently(batched(sources), width: width) { batch in
            _ = try await Self.renderAndWrite(try await making(batch), renderer: renderer, output: output)
        }
    }

    func keep(_ pages: [UnmadePage]) async throws -> [UnmadePage] {
        let (renderer, output) = (renderer, output)
        var notKept: [UnmadePage] = []
        try await forEachConcurrently(batched(pages, size: Self.keptAtOnce), width: width) { batch in
            try await Self.keep(batch, renderer: renderer, output: output)
        } collect: { pages in
            notKept += pages
        }
        return notKept
    }

    /// A few files (a search's result pages), so on the main actor: keeping one is an `lstat`.
    func keep(files paths: [String]) async throws -> Bool {
        guard let files = renderer.keptFiles(paths: paths) else { return false }
        for file in files { try output.write(file) }
        return true
    }

    /// Every path staged so far, as the output keeps them (a list of its own here would hold
    /// every path of the site once more).
    var stagedPaths: [String] {
        output.stagedPaths()
    }

    /// Pages kept at once by one task: keeping one costs a few `lstat`s, far less than a batch
    /// to render.
    static let keptAtOnce = 512

    private func batched<Item>(_ items: [Item], size: Int? = nil) -> [[Item]] {
        items.batches(of: size ?? batchSize)
    }

    /// Off the main actor: keeps what it can of `pages`, and returns the pages that could not be.
    private nonisolated static func keep(
        _ pages: [UnmadePage], renderer: SiteRenderer, output: SiteOutput
    ) async throws -> [UnmadePage] {
        var notKept: [UnmadePage] = []
        var files: [RenderedFile] = []
        for (page, kept) in zip(pages, renderer.keptFiles(pages)) {
            guard let kept else {
                notKept.append(page)
                continue
            }
            files += kept
        }
        try output.write(files)
        return notKept
    }

    /// Renders a batch, then writes its files on ``FileWrites``: a batch's pages rendered in a
    /// row, then its files written in a row, keep each's code and data warm.
    private nonisolated static func renderAndWrite(_ pages: [SitePage], renderer: SiteRenderer, output: SiteOutput) async throws -> [String] {
        let files = pages.flatMap { renderer.files(for: $0) }
        try await FileWrites.perform {
            for file in files { try output.write(file) }
        }
        return files.map(\.path)
    }
}
