extension SiteRenderer {
    /// The files of a memoized page: the published ones, kept, when the last build made them from
    /// the same inputs; else the page made and rendered, its inputs' digest recorded for the next
    /// build instead of its values' (worked out once, for the check and the record).
    ///
    /// With downloaded posters a page also depends on which copies this build has, which no
    /// inputs name: it is made, and digested by its values, as any page.
    public func files(for page: MemoizedPage) -> [RenderedFile] {
        guard let pageMemo, !options.posters.isDownloaded else { return files(for: page.make()) }
        let digests = formatDigests(of: page.inputs)
        if let kept = keptFiles(path: page.path, digests: digests, memo: pageMemo) { return kept }
        var renderer = self
        renderer.memoizedDigests = Dictionary(zip(options.formats, digests), uniquingKeysWith: { first, _ in first })
        return renderer.files(for: page.make())
    }

    /// For each of `pages`, in order, the published files of a page the build has not made, kept
    /// when the memo vouches for them: by their inputs' digests, or, for a page whose inputs the
    /// build knows did not change, by their paths alone (those pages recorded in one call to the
    /// memo); nil when the page must be made. With downloaded posters nothing is kept this way, as
    /// no memoized page is kept by its inputs then.
    public func keptFiles(_ pages: [UnmadePage]) -> [[RenderedFile]?] {
        guard let pageMemo, !options.posters.isDownloaded else { return pages.map { _ in nil } }
        var kept = [[RenderedFile]?](repeating: nil, count: pages.count)
        var byPaths: (indices: [Int], paths: [[String]]) = ([], [])
        for (index, page) in pages.enumerated() {
            if let inputs = page.inputs {
                kept[index] = keptFiles(path: page.path, digests: formatDigests(of: inputs), memo: pageMemo)
            } else {
                byPaths.indices.append(index)
                byPaths.paths.append(options.formats.map { PageLinks(page: page.path, format: $0).filePath })
            }
        }
        for (index, (paths, isKept)) in zip(byPaths.indices, zip(byPaths.paths, pageMemo.keepPrevious(pages: byPaths.paths))) where isKept {
            kept[index] = paths.map(RenderedFile.reusingPublished)
        }
        return kept
    }

    /// The published files at `paths`, every one of them, for pages the build knows nothing they
    /// read changed since the last build: kept when the memo knows them all and the site's values
    /// are the last build's; else nil.
    public func keptFiles(paths: [String]) -> [RenderedFile]? {
        guard let pageMemo, !options.posters.isDownloaded, pageMemo.keepPrevious(paths: paths) else { return nil }
        return paths.map(RenderedFile.reusingPublished)
    }

    /// The digest of a memoized page made from `inputs`, in each format of the site, in order.
    private func formatDigests(of inputs: PageDigest) -> [PageDigest] {
        options.formats.map { PageDigest.of(inputs: inputs, site: siteValues, format: $0.rawValue) }
    }

    /// The page's published files, when the memo has every format's with these digests (which
    /// it records for the next build); else nil.
    private func keptFiles(path page: String, digests: [PageDigest], memo: any PageRenderMemo) -> [RenderedFile]? {
        let paths = options.formats.map { PageLinks(page: page, format: $0).filePath }
        guard zip(paths, digests).allSatisfy({ memo.canReuse(path: $0, digest: $1) }) else { return nil }
        for (path, digest) in zip(paths, digests) { memo.record(path: path, digest: digest) }
        return paths.map(RenderedFile.reusingPublished)
    }
}

extension SiteRenderer {
    /// The digest of what every page shows besides its own values (``siteValues``): pages kept
    /// unmade by their paths alone (``keptFiles(_:)``) need it to be the last build's.
    public var siteDigest: PageDigest {
        siteValues.digest
    }
}
