import CSQLite
import Foundation

extension SQLiteConnection {
    /// Creates the directory that will hold the database file at `path`, with its parents, when it
    /// is missing.
    ///
    /// - Throws: ``SQLiteError`` of kind ``SQLiteError/Kind/cannotOpen`` when the directory cannot
    ///   be created.
    public static func createParentDirectory(of path: String) throws(SQLiteError) {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw SQLiteError(
                step: .open, path: path, code: SQLITE_CANTOPEN,
                message: "cannot create the directory '\(directory.path)': \(error.localizedDescription)",
                kind: .cannotOpen
            )
        }
    }
}
