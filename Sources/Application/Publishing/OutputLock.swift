import Infrastructure

/// The lock that keeps two builds off the same output folder; it lives beside the folder, since
/// the folder itself is swapped on publishing.
enum OutputLock {
    static func path(for output: String) -> String {
        StagedDirectory.siblingPath(for: output, suffix: "marquee-lock")
    }

    static func acquire(for output: String) throws -> FileLock {
        let path = path(for: output)
        do {
            return try FileLock.acquire(path: path)
        } catch .held(let pid) {
            let holder = pid.map { "process \($0)" } ?? "another process"
            throw MarqueeError(.locked, "Another build or deploy (\(holder)) is using \(output) right now; try again when it has finished. Lock file: \(path)")
        } catch .unavailable(let error) {
            throw MarqueeError(.failed, "Cannot lock \(output): \(error)")
        }
    }
}
