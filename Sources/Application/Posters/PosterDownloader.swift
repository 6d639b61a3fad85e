import Domain
import Foundation
import Rendering

/// The posters of a `--posters download` site: each URL is fetched at most once per build, kept
/// in a cache folder (beside the state file) for later builds, and copied into the site, whose
/// pages then link to the copies only.
public final class PosterDownloader: LocalPosters, @unchecked Sendable {
    /// Larger answers are not posters.
    static let maxBytes = 8 << 20

    private let cacheDirectory: String
    private let images: PosterImagesRepository?
    private let report: @Sendable (String) -> Void
    private let concurrency: Int
    private let lock = NSLock()
    private var available: [String: String] = [:]
    private var attempted: Set<String> = []

    /// - Parameters:
    ///   - cacheDirectory: where copies are kept across builds; made when needed.
    ///   - images: nil when nothing may be fetched (`--offline`): only cached copies are used.
    ///   - report: hears, in words, each poster that could not be had.
    public init(cacheDirectory: String, concurrency: Int = 4, images: PosterImagesRepository?, report: @escaping @Sendable (String) -> Void = { _ in }) {
        self.cacheDirectory = cacheDirectory
        self.concurrency = max(1, concurrency)
        self.images = images
        self.report = report
    }

    public func sitePath(forPosterURL url: String) -> String? {
        lock.withLock { available[url] }
    }

    /// Makes the posters at `urls` available, from the cache or fetched into it, and returns the
    /// files to put in the site: each poster once per build, sorted by path. A poster that
    /// cannot be had is reported and left out; its movie shows its placeholder.
    func fetch(_ urls: [String]) async -> [RenderedFile] {
        let todo: [String] = lock.withLock {
            var todo: [String] = []
            for url in urls where !attempted.contains(url) {
                attempted.insert(url)
                todo.append(url)
            }
            return todo
        }
        var files: [(url: String, file: RenderedFile)] = []
        await withTaskGroup(of: (String, RenderedFile?).self) { group in
            var pending = todo.makeIterator()
            for _ in 0..<concurrency {
                guard let url = pending.next() else { break }
                group.addTask { (url, await self.load(url)) }
            }
            for await (url, file) in group {
                if let file { files.append((url, file)) }
                if let next = pending.next() {
                    group.addTask { (next, await self.load(next)) }
                }
            }
        }
        lock.withLock {
            for (url, file) in files { available[url] = file.path }
        }
        return files.map(\.file).sorted { $0.path < $1.path }
    }

    private func load(_ url: String) async -> RenderedFile? {
        let path = SitePath.poster(forURL: url)
        let cached = (cacheDirectory as NSString).appendingPathComponent((path as NSString).lastPathComponent)
        if let data = FileManager.default.contents(atPath: cached), PosterImageKind(data) != nil {
            return RenderedFile(path: path, contents: Array(data))
        }
        guard let images else {
            report("Poster \(url) is not in the cache and --offline forbids fetching it; the placeholder is shown.")
            return nil
        }
        guard let target = URL(string: url), ["http", "https"].contains(target.scheme?.lowercased() ?? "") else {
            report("Poster \(url) is not an http or https URL; the placeholder is shown.")
            return nil
        }
        let data: Data
        do {
            data = Data(try await images.fetchImage(url: target.absoluteString))
        } catch {
            report("Poster \(url) could not be downloaded (\(error)); the placeholder is shown.")
            return nil
        }
        guard data.count <= Self.maxBytes, PosterImageKind(data) != nil else {
            report("Poster \(url) is not a JPEG, PNG, WebP or GIF image of at most \(Self.maxBytes >> 20) MB; the placeholder is shown.")
            return nil
        }
        do {
            try FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: cached), options: .atomic)
        } catch {
            report("Poster \(url) could not be kept in \(cacheDirectory) (\(error.localizedDescription)); it is downloaded again next time.")
        }
        return RenderedFile(path: path, contents: Array(data))
    }
}
