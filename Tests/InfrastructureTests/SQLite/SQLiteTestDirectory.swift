import Foundation

/// A fresh directory under the system's temporary directory, removed by `remove()`.
struct SQLiteTestDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("marquee-sqlite-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Runs `body` with a fresh temporary directory and removes it afterwards.
func withSQLiteTestDirectory<T>(_ body: (SQLiteTestDirectory) async throws -> T) async throws -> T {
    let directory = try SQLiteTestDirectory()
    defer { directory.remove() }
    return try await body(directory)
}
