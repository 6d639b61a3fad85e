import Foundation

/// A temporary working directory for one end-to-end test.
struct Workspace {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-e2e-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func url(_ relative: String) -> URL { URL(fileURLWithPath: path).appendingPathComponent(relative) }

    func write(_ text: String, to relative: String) throws {
        try write(Data(text.utf8), to: relative)
    }

    func write(_ data: Data, to relative: String) throws {
        let target = url(relative)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: target)
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: url(relative).path).map { String(decoding: $0, as: UTF8.self) }
    }

    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: url(relative).path)
    }

    /// Every file below `relative`, sorted, with its bytes.
    func tree(_ relative: String) -> [String: Data] {
        let root = url(relative).path
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let next = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let full = root + "/" + next
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[next] = FileManager.default.contents(atPath: full)
            }
        }
        return result
    }

    func modificationDate(_ relative: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url(relative).path))?[.modificationDate] as? Date
    }

    func marquee(_ arguments: String..., input: Data? = nil) throws -> MarqueeProcess.Result {
        try MarqueeProcess.run(arguments, in: path, input: input)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
