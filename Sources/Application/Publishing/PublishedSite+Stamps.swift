import Infrastructure

extension PublishedSite {
    /// The stamps of a published site's files as the build memo's check read them, so that the
    /// memo of the next publication reads only those of the files it wrote anew: a file staged
    /// unchanged is a hard link to the published one, whose stamp it shares. A file changed
    /// between the check and the publication gives an old stamp, so the next check finds the
    /// site changed and builds it again: never the reverse.
    struct Stamps: Sendable {
        /// The files the manifest listed, in its order (``Swift/Sequence/sortedTexts()``), where
        /// they lie in its text.
        let paths: PackedPaths
        /// ``paths`` as strings, once made (``withFilesMade()``).
        private var madeFiles: [String]?
        /// Each file's stamp (nil where there was no regular file), in the chunks they were read
        /// in, every one but the last of ``chunkSize``: kept as read rather than copied into one
        /// array of megabytes, freshly mapped, that a site kept as it is never reads.
        let stampChunks: [[FileStamp.Numbers?]]
        let chunkSize: Int

        init(paths: PackedPaths, stampChunks: [[FileStamp.Numbers?]], chunkSize: Int) {
            self.paths = paths
            self.stampChunks = stampChunks
            self.chunkSize = chunkSize
        }

        /// The files the manifest listed, in its order: a string of each is made here unless
        /// ``withFilesMade()`` made them. A site kept as it is asks for none.
        var files: [String] {
            madeFiles ?? paths.strings
        }

        /// These stamps with their ``files`` made once, for a build that reads them more than once.
        func withFilesMade() -> Stamps {
            var stamps = self
            stamps.madeFiles = files
            return stamps
        }

        /// Every file's stamp, in the order of ``files``.
        var stamps: FlattenSequence<[[FileStamp.Numbers?]]> {
            stampChunks.joined()
        }

        /// The stamp of `files[position]`.
        func stamp(at position: Int) -> FileStamp.Numbers? {
            stampChunks[position / chunkSize][position % chunkSize]
        }

        /// The stamps of `unchanged` (the files a publication staged as they were published,
        /// sorted alike), ready for the look at the site that publication left.
        func carried(unchanged: [String]) -> Carried {
            Carried(checked: self, unchanged: unchanged)
        }

        /// Stamps known without reading them: those the check read of the files published
        /// unchanged since.
        struct Carried: Sendable {
            let checked: Stamps
            let unchanged: [String]

            /// The known stamps aligned with `files` (sorted as the manifest is), nil for the
            /// files to read. The three lists are sorted alike, so they are walked side by side
            /// rather than indexed.
            func stamps(for files: [String]) -> [FileStamp.Numbers?] {
                var (kept, old) = (0, 0)
                let checkedFiles = checked.files
                return files.map { path in
                    guard Self.advance(&kept, in: unchanged, to: path), Self.advance(&old, in: checkedFiles, to: path) else { return nil }
                    return checked.stamp(at: old)
                }
            }

            /// Moves `index` along `sorted` up to `path`, or past where it would be; whether it is
            /// there. Equality is asked first: most paths are in all three lists, and each
            /// comparison reads the whole path.
            private static func advance(_ index: inout Int, in sorted: [String], to path: String) -> Bool {
                while index < sorted.count {
                    if sorted[index] == path { return true }
                    guard String.textPrecedes(sorted[index], path) else { return false }
                    index += 1
                }
                return false
            }
        }
    }
}
