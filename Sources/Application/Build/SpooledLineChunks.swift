import Infrastructure

/// Lines joined by line feeds in chunks of about ``chunkBytes``, as ``MemoLineChunks`` hands them
/// to the build memo, made a line at a time through a build and read once at its end. The first
/// ``chunksHeld`` chunks stay in memory; later ones go to a ``TextSpool`` as each is finished, so
/// that a large site's lines (tens of megabytes at 150,000 films) are not held through the build.
/// When the spool cannot be made or written, the chunks stay in memory: nothing is lost.
struct SpooledLineChunks {
    let chunkBytes: Int
    let chunksHeld: Int
    /// Where the spool's file is made.
    let spoolFolder: String
    private var held: [String] = []
    private var spool: TextSpool?
    private var spoolFailed = false
    /// Chunks finished after the spool failed.
    private var heldAfterSpool: [String] = []
    private var current = ""

    init(chunkBytes: Int = MemoLineChunks<[String]>.chunkBytes, chunksHeld: Int = 2, spoolFolder: String = TextSpool.temporaryFolder) {
        self.chunkBytes = chunkBytes
        self.chunksHeld = chunksHeld
        self.spoolFolder = spoolFolder
    }

    /// Adds a line, which `write` appends to the chunk it is given.
    mutating func appendLine(_ write: (inout String) -> Void) {
        if current.utf8.count >= chunkBytes {
            finishChunk()
        } else if !current.isEmpty {
            current += "\n"
        }
        // A chunk grown by doubling would hold up to twice its bytes; it has room for its lines
        // (and a long last one) from the start.
        if current.isEmpty { current.reserveCapacity(chunkBytes + chunkBytes / 16) }
        write(&current)
    }

    /// The chunks in order, those in the spool read as they are reached. Check ``readFailure``
    /// once they are used: a chunk that cannot be read ends them early.
    var chunks: some Sequence<String> {
        let spooled = spool.map { AnySequence($0.texts) } ?? AnySequence([])
        return [AnySequence(held), spooled, AnySequence(heldAfterSpool), AnySequence(current.isEmpty ? [] : [current])].joined()
    }

    /// Why a spooled chunk could not be read back, once ``chunks`` met one.
    var readFailure: FileSystemError? {
        spool?.readFailure
    }

    private mutating func finishChunk() {
        let chunk = current
        current = ""
        guard held.count >= chunksHeld else { return held.append(chunk) }
        if !spoolFailed {
            do {
                if spool == nil { spool = try TextSpool(folder: spoolFolder) }
                try spool?.append(chunk)
                return
            } catch {
                spoolFailed = true
            }
        }
        heldAfterSpool.append(chunk)
    }
}
