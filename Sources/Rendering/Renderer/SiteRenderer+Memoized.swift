extension SiteRenderer {
    /// The files of a memoized page: the published ones, kept, when the last build made them from
    /// the same inputs; else the page made and rendered, its inputs' digest recorded for the next
    /// build instead of its values' (worked out once, for the check and the record).
    ///
    /// With downloaded posters a page also depends on which copies this build has, which no
    /// inputs name: it is made, and digested by its values, as any page.
    public func files(for page: MemoizedPage) -> [RenderedFile] {
        guard let pageMemo, !options.posters.isDownloaded else { return files(for: page.make()) }
        let kept = options.formats.map { format in
            (path: PageLinks(page: page.path, format: format).filePath, digest: PageDigest.of(inputs: page.inputs, site: siteValues, format: format.rawValue))
        }
        if kept.allSatisfy({ pageMemo.canReuse(path: $0.path, digest: $0.digest) }) {
            for file in kept { pageMemo.record(path: file.path, digest: file.digest) }
            return kept.map { .reusingPublished($0.path) }
        }
        var renderer = self
        renderer.memoizedDigests = Dictionary(zip(options.formats, kept.map(\.digest)), uniquingKeysWith: { first, _ in first })
        return renderer.files(for: page.make())
    }
}
