import Foundation

/// A fresh folder under the system's temporary directory, removed by `remove()`.
struct TemporaryFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-fs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ relative: String) -> String { path + "/" + relative }

    func write(_ text: String, to relative: String) throws {
        let target = file(relative)
        try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: target))
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: file(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    func modificationDate(_ relative: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: file(relative))[.modificationDate] as? Date
    }

    func inode(_ relative: String) throws -> Int? {
        try (FileManager.default.attributesOfItem(atPath: file(relative))[.systemFileNumber] as? NSNumber)?.intValue
    }

    /// Every file below `relative`, as sorted relative paths.
    func files(in relative: String) -> [String] {
        let root = file(relative)
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

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
