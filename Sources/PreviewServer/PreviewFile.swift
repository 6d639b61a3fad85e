import Foundation
import Hummingbird

/// One answer of ``PreviewFileProvider`` to a request path: a file read whole (with the live-reload
/// script already in, for a page), a folder, or a path that the policy refuses.
///
/// A file is read once, when its path is resolved, so that its size, its `ETag` and the bytes sent
/// agree even when a rebuild is swapped in during the request. Site files are small.
struct PreviewFile: Sendable, FileMiddlewareFileAttributes {
    enum Content: Sendable {
        case file(ByteBuffer)
        case folder
        case refused(String)
    }

    let content: Content
    let modificationDate: Date

    var isFolder: Bool {
        if case .folder = content { return true }
        return false
    }

    var size: Int {
        if case .file(let bytes) = content { return bytes.readableBytes }
        return 0
    }

    var bytes: ByteBuffer {
        if case .file(let bytes) = content { return bytes }
        return ByteBuffer()
    }

    /// The file at `path` as it is now, with the live-reload script put in when `script` is set;
    /// nil when it cannot be read (it was swapped away since it was resolved).
    static func read(_ path: String, injecting script: Bool) -> PreviewFile? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        // The modification time of the file read, not of whatever the path leads to later.
        var info = stat()
        guard fstat(handle.fileDescriptor, &info) == 0, let data = try? handle.readToEnd() ?? Data() else { return nil }
        var bytes = [UInt8](data)
        if script { bytes = LiveReloadScript.inject(into: bytes) }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        let modified = Date(timeIntervalSince1970: TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1e9)
        return PreviewFile(content: .file(ByteBuffer(bytes: bytes)), modificationDate: modified)
    }
}
