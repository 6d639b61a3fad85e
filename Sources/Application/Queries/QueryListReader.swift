import Foundation

/// Reads the query list from a file or, for `-`, from standard input.
struct QueryListReader {
    func read(path: String) throws -> QueryList {
        let bytes: [UInt8]
        let source: String
        if path == "-" {
            bytes = Array(FileHandle.standardInput.readDataToEndOfFile())
            source = "stdin"
        } else {
            guard let data = FileManager.default.contents(atPath: path) else {
                let reason = FileManager.default.fileExists(atPath: path) ? "it cannot be read" : "no such file"
                throw MarqueeError(.usage, QueryFileError.unreadable(path: path, reason: reason).description)
            }
            bytes = Array(data)
            source = path
        }
        do {
            return try QueryFileParser().parse(bytes, source: source)
        } catch {
            throw MarqueeError(.usage, error.description)
        }
    }
}
