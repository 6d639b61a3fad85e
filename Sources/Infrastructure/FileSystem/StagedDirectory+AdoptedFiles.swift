extension StagedDirectory {
    /// The files of the previous tree a staging started from (``adoptPreviousTree(of:as:list:)``),
    /// each with the inode it shared with the published site when it was set aside (0 when it
    /// shared none), in the order of ``Swift/Sequence/sortedTexts()``.
    ///
    /// Two lists rather than a table: a rebuild keeps its pages in about that order and looks each
    /// up from where the last one was (``Swift/Array/indexOfSortedText(_:hint:)``), so a table
    /// would only cost its making, while the build waits for it.
    struct AdoptedFiles: Sendable {
        let paths: [String]
        let inodes: [UInt64]

        /// `paths` and their `inodes` alike, in any order (a list is written in the order its
        /// tree was walked, which is nearly that one): sorted here when they are not.
        init(paths: [String], inodes: [UInt64]) {
            (self.paths, self.inodes) = paths.sortedTexts(alongside: inodes)
        }

        /// The inode the file at `path` shared with the published site (0: none), or nil when the
        /// tree has no such file; looked for from `hint`.
        func inode(of path: String, hint: inout Int) -> UInt64? {
            paths.indexOfSortedText(path, hint: &hint).map { inodes[$0] }
        }
    }
}
