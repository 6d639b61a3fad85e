@testable import Data
import FuzzSupport

/// Any bytes as catalog.tsv. Either the parser refuses them naming a line of the input, or every
/// film has a unique id and a non-empty title, and writing the films back as TSV and parsing that
/// gives the same films (escapes, empty fields and numbers survive the round trip).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalogTSV(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let lineCount = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).count
    let records: [CatalogRecord]
    do {
        records = try bytes.withUnsafeBytes { buffer throws(MoviesCatalogError) in
            try CatalogTSVParser(path: "fuzz.tsv").parse(buffer)
        }
    } catch {
        guard let error = error as? MoviesCatalogError, case let .malformedResource(path, line, reason) = error else { fuzzFail("unexpected error \(error)") }
        fuzzRequire(path == "fuzz.tsv" && !reason.isEmpty, "unclear error \(error)")
        fuzzRequire((1...max(lineCount, 1)).contains(line), "the error names line \(line) of \(lineCount)")
        return 0
    }
    fuzzRequire(Set(records.map(\.id)).count == records.count, "repeated ids")
    fuzzRequire(records.allSatisfy { !$0.title.isEmpty }, "a film without a title")
    fuzzRequire(records.allSatisfy { ($0.criticsRating ?? 0).isFinite && ($0.boxOffice ?? 0).isFinite }, "a number that is not finite")
    let rewritten = Array(CatalogTSVWriter.tsv(records).utf8)
    do {
        let reparsed = try rewritten.withUnsafeBytes { buffer throws(MoviesCatalogError) in
            try CatalogTSVParser(path: "rewritten.tsv").parse(buffer)
        }
        fuzzRequire(reparsed == records, "the films change when written back and read again")
    } catch {
        fuzzFail("the films written back do not parse: \(error)")
    }
    return 0
}
