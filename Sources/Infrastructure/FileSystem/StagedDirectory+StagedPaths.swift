extension StagedDirectory {
    /// Every path staged, as the two sorted lists staging keeps (``Swift/Sequence/sortedTexts()``):
    /// whether a path was staged, and written anew, is asked of both lists from where the last
    /// path asked ended. The walk at commit asks in about that order, so most paths cost an
    /// equality or two; a table of every path would cost its making on one core (tens of
    /// thousands of hashed paths) while the other waits.
    struct StagedPaths: Sendable {
        /// The paths written anew, sorted.
        let written: [String]
        /// The paths staged as they were published, sorted.
        let unchanged: [String]

        /// Where one thread's last lookups ended in each list.
        struct Hints {
            var written = 0
            var unchanged = 0
        }

        /// true when `path` was written anew, false when it was staged unchanged, nil when it was
        /// not staged; looked for from `hints`, which are moved past it.
        func writtenAnew(_ path: String, hints: inout Hints) -> Bool? {
            if unchanged.indexOfSortedText(path, hint: &hints.unchanged) != nil { return false }
            if written.indexOfSortedText(path, hint: &hints.written) != nil { return true }
            return nil
        }
    }
}
