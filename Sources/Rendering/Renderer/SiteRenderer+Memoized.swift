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

extension SiteRenderer {
    /// The digest of what every page shows besides its own values (``siteValues``): pages kept
    /// unmade by their inputs alone (``keptFiles(unchanged:)``) need it to be the last build's.
    public var siteDigest: PageDigest {
        siteValues.digest
    }

    /// The published files of a page whose inputs the build knows are those of the last build
    /// (it made none of the values the page reads), kept without making the page; nil when the
    /// memo cannot vouch for every format's file, and the page must be made.
    ///
    /// With downloaded posters nothing is kept this way, as no memoized page is kept by its inputs
    /// then.
    public func keptFiles(unchanged page: String) -> [RenderedFile]? {
        guard let pageMemo, !options.posters.isDownloaded else { return nil }
        let paths = options.formats.map { PageLinks(page: page, format: $0).filePath }
        guard pageMemo.keepPrevious(paths: paths) else { return nil }
        return paths.map(RenderedFile.reusingPublished)
    }
}
