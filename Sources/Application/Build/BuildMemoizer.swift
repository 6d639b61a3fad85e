import Data
import Foundation
import Logging
import Rendering

/// Keeps the published site when nothing that decides it changed since the last build.
///
/// After a successful build (exit code 0) it remembers, per output folder, the build's
/// ``BuildFingerprint``, the recent searches the build left in the state, the published files'
/// digest (``PublishedSite``) and the build's result. The next build reuses that publication
/// when all four still hold: same inputs, same recents (so the home and recent pages come out the
/// same: saving the same searches in the same order again leaves the recents as they are), and
/// the site exactly as published. Anything else forgets the memo first and builds, keeping the
/// pages whose values did not change when the program and templates are the same and the site is
/// intact (``plan()``).
struct BuildMemoizer {
    /// What a reused build reports: the remembered result; every published file unchanged.
    struct Reuse {
        let result: BuildResult
        let publish: PublishSummary
    }

    /// The part of a build's result kept in the memo.
    private struct Payload: Encodable {
        var queries: [BuildReport.Query]
        var movieCount: Int
        var paths: [String]
        var files: [String]
        /// ``BuildFingerprint/render`` of the build.
        var render: String
        /// ``PageDigest`` by site path.
        var pages: [String: String]
    }

    /// The part of ``Payload`` a kept build needs: decoding skips the page digests.
    private struct ResultPayload: Decodable {
        var queries: [BuildReport.Query]
        var movieCount: Int
        var paths: [String]
        var files: [String]
    }

    /// The part of ``Payload`` that lets pages be kept.
    private struct PagesPayload: Decodable {
        var render: String
        var pages: [String: String]
    }

    let storage: SQLiteBuildMemoStorage
    /// The output folder, absolute.
    let output: String
    let fingerprint: BuildFingerprint
    let logger: Logger

    /// What to do with the last publication of the output.
    enum Plan {
        /// Keep it as it is: nothing that decides the site changed.
        case reuse(Reuse)
        /// Build, keeping the pages whose digests still match (none when the binary or templates
        /// changed, or the published files are not as they were left).
        case build(previousPages: PageDigests)
    }

    /// Reads the memo and looks at the published files once, and says whether the site can be
    /// kept or which of its pages can. Call it before ``forget()``.
    func plan() -> Plan {
        let memo: BuildMemo
        do {
            guard let stored = try storage.memo(output: output) else { return .build(previousPages: PageDigests()) }
            memo = stored
        } catch {
            logger.debug("Build memo unusable, building in full: \(error)")
            return .build(previousPages: PageDigests())
        }
        let siteIsIntact = PublishedSite.digest(output: output) == memo.site
        if memo.fingerprint == fingerprint.digest, let reuse = reuse(memo, siteIsIntact: siteIsIntact) {
            return .reuse(reuse)
        }
        guard siteIsIntact,
              let payload = try? JSONDecoder().decode(PagesPayload.self, from: Data(memo.result.utf8)),
              payload.render == fingerprint.render else { return .build(previousPages: PageDigests()) }
        return .build(previousPages: PageDigests(previous: payload.pages.compactMapValues(PageDigest.init)))
    }

    /// The remembered build, when the recents and the published files are as it left them.
    private func reuse(_ memo: BuildMemo, siteIsIntact: Bool) -> Reuse? {
        do {
            guard try storage.recentQueries() == memo.recents else {
                logger.debug("Build memo: the recent searches changed since the last build.")
                return nil
            }
            guard siteIsIntact else {
                logger.debug("Build memo: the published files changed since the last build.")
                return nil
            }
            let payload = try JSONDecoder().decode(ResultPayload.self, from: Data(memo.result.utf8))
            return Reuse(
                result: BuildResult(queries: payload.queries, movieCount: payload.movieCount, paths: payload.paths),
                publish: PublishSummary(written: [], unchanged: payload.files, removed: [])
            )
        } catch {
            logger.debug("Build memo unusable, building in full: \(error)")
            return nil
        }
    }

    /// Forgets the memo before a full build, so that a build that fails halfway leaves none.
    func forget() {
        do {
            try storage.remove(output: output)
        } catch {
            logger.debug("Build memo: cannot forget \(output): \(error)")
        }
    }

    /// Remembers a successful build that was just published.
    func remember(_ result: BuildResult, publish: PublishSummary, pages: PageDigests) {
        guard let site = PublishedSite.digest(output: output) else { return }
        do {
            let payload = Payload(
                queries: result.queries,
                movieCount: result.movieCount,
                paths: result.paths,
                files: (publish.written + publish.unchanged).sorted(),
                render: fingerprint.render,
                pages: pages.recorded
            )
            let encoded = String(decoding: try JSONEncoder().encode(payload), as: UTF8.self)
            try storage.save(BuildMemo(
                output: output,
                fingerprint: fingerprint.digest,
                recents: try storage.recentQueries(),
                site: site,
                result: encoded
            ))
        } catch {
            logger.debug("Build memo: cannot remember the build of \(output): \(error)")
        }
    }
}
