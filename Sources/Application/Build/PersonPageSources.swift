import Domain
import Infrastructure
import Rendering

/// What each film gives the person pages (a digest of its outline and credits, ``Movie/personPageInputs(credits:)``)
/// and whom it credits, in the last build and in this one. A person none of whose films changed,
/// arrived or left since the last build has the page that build made, which this one keeps
/// without reading their filmography.
///
/// The build memo keeps it as lines, one a film: its id, its digest and its people's keys, apart
/// by tabs (neither a film's id nor a person's slug holds a tab or a line feed).
public final class PersonPageSources {
    /// By film id, the rest of its line in the last build's memo (digest, then keys); nil when
    /// that build's person pages may not be kept.
    private let previous: [Substring: Substring]?
    /// The last build's films this build has not recorded (yet).
    private var unseen: Set<Substring>
    /// The people credited on a film that changed or arrived so far.
    private var changed: Set<String> = []
    /// The people this build credits, when there is a last build to compare with.
    private var credited: Set<String> = []
    /// The films recorded as the last build gave them, unread (``recordAsInLastBuild(movieID:)``).
    private var recordedUnread: [Substring] = []
    /// This build's lines, for the memo, in chunks (one string of a large site's lines would be
    /// tens of megabytes, copied whole each time it grows, and held through the build).
    private var lineStore: SpooledLineChunks

    /// This build's lines, one a film, joined by line feeds in chunks of about
    /// ``MemoLineChunks/chunkBytes``, as the memo keeps them, read as they are iterated. Check
    /// ``lineChunksReadFailure`` once they are used.
    var lineChunks: some Sequence<String> {
        lineStore.chunks
    }

    /// Why the lines could not all be read back from where they were kept, once ``lineChunks``
    /// met such a failure: a memo saved with them would be missing lines.
    var lineChunksReadFailure: FileSystemError? {
        lineStore.readFailure
    }

    /// This build's lines, one a film, as the memo keeps them (its tests read them).
    var lines: String {
        lineChunks.joined(separator: "\n")
    }

    /// Whether there is a last build to compare with.
    public var comparesWithLastBuild: Bool {
        previous != nil
    }

    /// - Parameter previousLines: the last build's lines, when its person pages may be kept.
    public convenience init(previousLines: Substring? = nil) {
        self.init(previousLines: previousLines, lineChunks: SpooledLineChunks())
    }

    /// - Parameter lineChunks: where this build's lines go, empty.
    convenience init(previousLines: Substring?, lineChunks: SpooledLineChunks) {
        self.init(lastBuild: previousLines.map(LastBuildLines.init), lineChunks: lineChunks)
    }

    /// - Parameter lastBuild: the last build's lines, read (when its person pages may be kept).
    init(lastBuild: LastBuildLines?, lineChunks: SpooledLineChunks = SpooledLineChunks()) {
        lineStore = lineChunks
        previous = lastBuild?.byFilm
        unseen = lastBuild?.films ?? []
    }

    /// The last build's lines as a build looks them up, made apart from it: the memo's plan
    /// reads them while the published files' stamps are read.
    struct LastBuildLines: Sendable {
        /// By film id, the rest of its line (digest, then keys).
        let byFilm: [Substring: Substring]
        /// Every film id of the lines.
        let films: Set<Substring>

        init(_ text: Substring) {
            var byFilm: [Substring: Substring] = [:]
            for line in MemoLines.split(text) {
                guard let tab = line.utf8.firstIndex(of: 0x09) else { continue }
                byFilm[line[..<tab]] = line[line.utf8.index(after: tab)...]
            }
            self.byFilm = byFilm
            films = Set(byFilm.keys)
        }
    }

    /// Notes a film of this build: what it gives its people's pages and who they are.
    public func record(movieID: Movie.Identifier, entry: Entry) {
        let (keys, rest) = (entry.keys, entry.rest)
        appendLine(movieID: movieID, rest: rest[...])
        guard let previous else { return }
        credited.formUnion(keys)
        let id = Substring(movieID)
        unseen.remove(id)
        guard let before = previous[id] else {
            changed.formUnion(keys)
            return
        }
        guard before != rest else { return }
        changed.formUnion(keys)
        changed.formUnion(Self.keys(of: before))
    }

    /// Whether the last build's lines hold the film with `movieID`.
    public func hasLastBuildLine(of movieID: Movie.Identifier) -> Bool {
        previous?[Substring(movieID)] != nil
    }

    /// Notes a film of this build whose details are not read, known to give its people's pages
    /// what it gave in the last build (``LastBuildFilms``): its line is the last build's. False,
    /// noting nothing, when the last build's lines do not hold it.
    @discardableResult
    public func recordAsInLastBuild(movieID: Movie.Identifier) -> Bool {
        let id = Substring(movieID)
        guard let rest = previous?[id] else { return false }
        appendLine(movieID: movieID, rest: rest)
        KeySlices.forEachKey(of: rest) { credited.insert($0) }
        unseen.remove(id)
        recordedUnread.append(id)
        return true
    }

    /// Of the films recorded unread, those crediting any of `people`: pages of those people are
    /// made from every film's credits, so theirs must be read.
    public func filmsRecordedUnread(crediting people: Set<String>) -> [Movie.Identifier] {
        guard let previous, !people.isEmpty else { return [] }
        // The lines' keys are looked up in their bytes, on two cores: a film kept unread is most
        // of a site's, and the main actor waits.
        return recordedUnread.joinedFromHalves { films in
            films.filter { id in
                previous[id].map { rest in KeySlices.containsKey(of: rest) { people.contains(String(decoding: $0, as: UTF8.self)) } } ?? false
            }.map(String.init)
        }
    }

    /// Adds the line of a film to ``lineChunks``.
    private func appendLine(movieID: Movie.Identifier, rest: Substring) {
        lineStore.appendLine { chunk in
            chunk += movieID
            chunk += "\t"
            chunk += rest
        }
    }

    /// The people whose pages must be made again, once every film of the build is recorded:
    /// those credited on a film that changed, arrived or left since the last build (in either
    /// build's credits). Nil when every page must be made (no last build to compare with).
    public func peopleToRemake() -> Set<String>? {
        guard let previous else { return nil }
        var people = changed
        for id in unseen {
            if let before = previous[id] { people.formUnion(Self.keys(of: before)) }
        }
        return people
    }

    /// This build's people, once every film is recorded, in two: those none of whose films
    /// changed, arrived or left (their pages are the last build's), and the others, whose pages
    /// must be made. Nil when every page must be made.
    ///
    /// Each list is in the order of ``Swift/Sequence/sortedTexts()``, nearly that of their pages'
    /// paths (only a key that begins another, `a` and `a-b`, goes the other way): the tens of
    /// thousands of pages a rebuild keeps are then looked up in the site's sorted lists from
    /// where the last one was, and sorted again with little work.
    public func people() -> (unchanged: [String], changed: [String])? {
        guard let remake = peopleToRemake() else { return nil }
        var unchanged: [String] = []
        var changed: [String] = []
        for person in credited.sortedTexts() {
            if remake.contains(person) { changed.append(person) } else { unchanged.append(person) }
        }
        return (unchanged, changed)
    }

    /// The keys of a line's rest (after its digest).
    private static func keys(of rest: Substring) -> [String] {
        var keys: [String] = []
        KeySlices.forEachKey(of: rest) { keys.append($0) }
        return keys
    }
}

/// The keys of a memo line's rest (after its digest), found in its bytes where they lie: a
/// rebuild goes through the keys of every film it keeps unread, and on a `Substring`'s view of
/// them a key took a thousand instructions to find.
private enum KeySlices {
    /// `body` of each key of `rest` as a string.
    static func forEachKey(of rest: Substring, _ body: (String) -> Void) {
        scanKeys(of: rest) { key in
            body(String(decoding: key, as: UTF8.self))
            return true
        }
    }

    /// Whether a key of `rest` passes `isMatch`, which is given its bytes.
    static func containsKey(of rest: Substring, where isMatch: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        var found = false
        scanKeys(of: rest) { key in
            found = isMatch(key)
            return !found
        }
        return found
    }

    /// Hands `body` the bytes of each run between tabs that is not empty, but the first (the
    /// digest), in order, while it returns true. The memo's lines lie in one block; a line that
    /// does not is copied into one.
    private static func scanKeys(of rest: Substring, _ body: (UnsafeBufferPointer<UInt8>) -> Bool) {
        let scan = { (bytes: UnsafeBufferPointer<UInt8>) in
            var start = 0
            var isDigest = true
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 0x09 { end += 1 }
                if end > start {
                    if !isDigest, !body(UnsafeBufferPointer(rebasing: bytes[start..<end])) { return }
                    isDigest = false
                }
                start = end + 1
            }
        }
        if rest.utf8.withContiguousStorageIfAvailable(scan) == nil {
            var copy = String(rest)
            copy.withUTF8(scan)
        }
    }
}
