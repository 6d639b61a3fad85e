import Foundation

/// Reads the query list from a file or, for `-`, from standard input, a chunk at a time: a line
/// is refused as soon as it is too long, so no input is ever held whole before it is checked.
struct QueryListReader {
    private static let chunkSize = 64 * 1024

    /// - Parameter isDefault: true when `path` is the default rather than a path the user gave.
    func read(path: String, isDefault: Bool = false) throws -> QueryList {
        let source = path == "-" ? "stdin" : path
        let descriptor: Int32
        if path == "-" {
            descriptor = STDIN_FILENO
        } else {
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                let error: QueryFileError = isDefault && errno == ENOENT
                    ? .noDefaultFile(path: path)
                    : .unreadable(path: path, reason: Self.reason(errno: errno))
                throw MarqueeError(.usage, error.description)
            }
        }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        do {
            return try Self.parse(descriptor: descriptor, source: source, path: path)
        } catch let error as QueryFileError {
            throw MarqueeError(.usage, error.description)
        }
    }

    private static func parse(descriptor: Int32, source: String, path: String) throws -> QueryList {
        var parser = QueryFileParser(source: source)
        var pending: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, chunkSize) }
            if count < 0 {
                if errno == EINTR { continue }
                throw QueryFileError.unreadable(path: path, reason: reason(errno: errno))
            }
            if count == 0 { break }
            var start = 0
            for index in 0..<count where chunk[index] == UInt8(ascii: "\n") {
                pending.append(contentsOf: chunk[start..<index])
                try parser.add(line: pending[...])
                pending.removeAll(keepingCapacity: true)
                start = index + 1
            }
            pending.append(contentsOf: chunk[start..<count])
            if pending.count > QueryFileParser.maxLineBytes + 1 {
                // Too long already: the parser names the line without the rest being read.
                try parser.add(line: pending[...])
            }
        }
        if !pending.isEmpty { try parser.add(line: pending[...]) }
        return try parser.finish()
    }

    private static func reason(errno code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES, EPERM: return "permission denied"
        case EISDIR: return "it is a folder"
        default: return String(cString: strerror(code))
        }
    }
}
