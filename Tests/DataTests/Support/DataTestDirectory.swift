import Foundation

/// A fresh directory under the system's temporary directory, removed by `remove()`.
struct DataTestDirectory: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("marquee-data-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ relativePath: String) -> String {
        url.appendingPathComponent(relativePath).path
    }

    func write(_ text: String, to relativePath: String) throws -> URL {
        let file = url.appendingPathComponent(relativePath)
        try Data(text.utf8).write(to: file)
        return file
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Runs `body` with a fresh temporary directory and removes it afterwards.
func withDataTestDirectory<T>(_ body: (DataTestDirectory) async throws -> T) async throws -> T {
    let directory = try DataTestDirectory()
    defer { directory.remove() }
    return try await body(directory)
}
