import Foundation

/// A fresh directory under the system's temporary directory, for one test; `remove()` deletes it
/// with everything in it. Relative paths name files inside it.
public struct TemporaryDirectory: Sendable {
    /// The directory itself.
    public let url: URL

    /// Creates `<prefix>-<UUID>` under the system's temporary directory.
    public init(prefix: String = "marquee-tests") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The directory's path.
    public var path: String { url.path }

    /// The path of `relative` inside the directory.
    public func path(_ relative: String) -> String { path + "/" + relative }

    /// The URL of `relative` inside the directory.
    public func url(_ relative: String) -> URL { url.appendingPathComponent(relative) }

    /// Writes `text` as UTF-8 to `relative`, creating the folders on the way; returns its URL.
    @discardableResult
    public func write(_ text: String, to relative: String) throws -> URL {
        try write(Data(text.utf8), to: relative)
    }

    /// Writes `data` to `relative`, creating the folders on the way; returns its URL.
    @discardableResult
    public func write(_ data: Data, to relative: String) throws -> URL {
        let file = url(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }

    /// The file's text, or nil when it cannot be read.
    public func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    public func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: path(relative))
    }

    /// Every file below `relative` (links followed), as sorted paths relative to it.
    public func files(in relative: String) -> [String] {
        let root = path(relative)
        let enumerator = FileManager.default.enumerator(atPath: root)
        var result: [String] = []
        while let next = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + next, isDirectory: &isDirectory), !isDirectory.boolValue {
                result.append(next)
            }
        }
        return result.sorted()
    }

    /// When the file was last modified; nil when it cannot be inspected.
    public func modificationDate(_ relative: String) -> Date? {
        attributes(relative)?[.modificationDate] as? Date
    }

    /// The file's inode number, to tell a file kept in place from one written anew; nil when it
    /// cannot be inspected.
    public func inode(_ relative: String) -> Int? {
        (attributes(relative)?[.systemFileNumber] as? NSNumber)?.intValue
    }

    private func attributes(_ relative: String) -> [FileAttributeKey: Any]? {
        try? FileManager.default.attributesOfItem(atPath: path(relative))
    }

    /// Deletes the directory and everything in it; nothing there is fine.
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Runs `body` with a fresh ``TemporaryDirectory`` and removes it afterwards.
public func withTemporaryDirectory<T>(_ body: (TemporaryDirectory) async throws -> T) async throws -> T {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    return try await body(directory)
}
