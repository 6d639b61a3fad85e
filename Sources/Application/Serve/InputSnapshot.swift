import Foundation

/// The size, modification time and inode of every watched file at one moment; a file that is
/// missing is recorded as missing, so its appearance or removal is a change too.
struct InputSnapshot: Equatable, Sendable {
    /// What identifies one version of a file without reading it.
    struct Stamp: Equatable, Sendable {
        let size: UInt64
        let modified: Date
        let inode: UInt64
    }

    /// Path → stamp, nil for a watched path that is missing.
    let files: [String: Stamp?]

    /// The paths that differ from `earlier` (changed, added or removed), sorted.
    func changes(since earlier: InputSnapshot) -> [String] {
        Set(files.keys).union(earlier.files.keys)
            .filter { (files[$0] ?? nil) != (earlier.files[$0] ?? nil) }
            .sorted()
    }

    /// The stamp of the file at `path`, nil when there is no regular file there.
    static func stamp(of path: String) -> Stamp? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular else { return nil }
        return Stamp(
            size: (attributes[.size] as? NSNumber)?.uint64Value ?? 0,
            modified: attributes[.modificationDate] as? Date ?? .distantPast,
            inode: (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
        )
    }
}
