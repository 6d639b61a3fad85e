import Application
import FuzzSupport

/// Any bytes as a query file. The parser either refuses them with an error naming a line of the
/// input, or returns queries that are each trimmed, non-empty, within the length limit, free of
/// control characters, not a comment, a line of the input, and unique ignoring case.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzQueryFile(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let lineCount = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
    do {
        let list = try QueryFileParser().parse(bytes, source: "fuzz.txt")
        checkQueries(list, input: bytes)
    } catch {
        let message = error.description
        fuzzRequire(message.hasPrefix("fuzz.txt"), "the error does not name the file: \(message)")
        if let line = lineNumber(in: message) {
            fuzzRequire((1...max(lineCount, 1)).contains(line), "the error names line \(line) of \(lineCount): \(message)")
        }
    }
    return 0
}

private func checkQueries(_ list: QueryList, input: [UInt8]) {
    fuzzRequire(!list.queries.isEmpty, "a query list without queries was accepted")
    let lines = input.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
    var keys = Set<String>()
    for query in list.queries {
        fuzzRequire(!query.isEmpty && query.count <= QueryFileParser.maxQueryLength, "query of length \(query.count)")
        fuzzRequire(query.unicodeScalars.first.map { !$0.properties.isWhitespace } ?? false, "query starts with white space: \(query.debugDescription)")
        fuzzRequire(query.unicodeScalars.last.map { !$0.properties.isWhitespace } ?? false, "query ends with white space: \(query.debugDescription)")
        fuzzRequire(!query.hasPrefix("#"), "a comment became a query: \(query.debugDescription)")
        fuzzRequire(!query.unicodeScalars.contains { $0.properties.generalCategory == .control },
                    "a query holds a control character: \(query.debugDescription)")
        // Unicode scalars, since trimming can split a character (a space and a combining mark);
        // and the standard library's search: Foundation's `contains` trapped here once, on a line
        // starting with a byte order mark (not reproduced outside this fuzz build).
        fuzzRequire(lines.contains { $0.unicodeScalars.firstRange(of: query.unicodeScalars) != nil },
                    "a query is not a line of the input: \(query.debugDescription)")
        fuzzRequire(keys.insert(query.lowercased()).inserted, "a duplicate query was kept: \(query.debugDescription)")
    }
}

/// The line number of a `file:line: …` message.
private func lineNumber(in message: String) -> Int? {
    let parts = message.split(separator: ":", maxSplits: 2)
    guard parts.count == 3 else { return nil }
    return Int(parts[1])
}
