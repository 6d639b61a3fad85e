import Infrastructure

extension PublishedSite {
    /// The stamps of a published site's files as the build memo's check read them, so that the
    /// memo of the next publication reads only those of the files it wrote anew: a file staged
    /// unchanged is a hard link to the published one, whose stamp it shares. A file changed
    /// between the check and the publication gives an old stamp, so the next check finds the
    /// site changed and builds it again: never the reverse.
    struct Stamps: Sendable {
        /// The files the manifest listed, in its order (``Swift/Sequence/sortedTexts()``).
        let files: [String]
        /// Each file's stamp, nil where there was no regular file.
        let stamps: [FileStamp.Numbers?]

        /// The stamps of `unchanged` (the files a publication staged as they were published),
        /// ready for the look at the site that publication left.
        func carried(unchanged: [String]) -> Carried {
            var known: [String: FileStamp.Numbers] = [:]
            known.reserveCapacity(unchanged.count)
            var old = 0
            for path in unchanged {
                // Both lists are sorted alike: a walk of both, no index of the site's files.
                while old < files.count, files[old] < path { old += 1 }
                guard old < files.count, files[old] == path, let stamp = stamps[old] else { continue }
                known[path] = stamp
            }
            return Carried(known: known)
        }

        /// Stamps known without reading them, by file.
        struct Carried: Sendable {
            let known: [String: FileStamp.Numbers]

            /// The known stamps aligned with `files`, nil for the files to read.
            func stamps(for files: [String]) -> [FileStamp.Numbers?] {
                files.map { known[$0] }
            }
        }
    }
}
