import Foundation
import Infrastructure

/// Reads catalog.tsv: a header line naming the columns, then one film per line; fields separated
/// by tabs; `\\`, `\t`, `\n` and `\r` escaped with a backslash; an empty field means "none".
struct CatalogTSVParser {
    /// The file's path, for error messages.
    let path: String

    func parse(_ bytes: UnsafeRawBufferPointer) throws(MoviesCatalogError) -> [CatalogRecord] {
        var records: [CatalogRecord] = []
        var seenIDs = Set<Int64>()
        var positions: [CatalogColumn: Int]?
        var columnCount = 0
        var lineNumber = 0
        var lineStart = 0
        while lineStart < bytes.count {
            lineNumber += 1
            var lineEnd = bytes.offset(of: 0x0A, from: lineStart) ?? bytes.count
            let nextLine = lineEnd + 1
            if lineEnd > lineStart, bytes[lineEnd - 1] == 0x0D {
                lineEnd -= 1
            }
            defer { lineStart = nextLine }
            guard lineEnd > lineStart else { continue }

            let fields = try splitFields(bytes, from: lineStart, to: lineEnd, line: lineNumber)
            guard let positions else {
                positions = try columnPositions(header: fields, line: lineNumber)
                columnCount = fields.count
                continue
            }
            guard fields.count == columnCount else {
                throw malformed(lineNumber, "expected \(columnCount) tab-separated fields, found \(fields.count)")
            }
            let record = try makeRecord(fields, positions: positions, line: lineNumber)
            guard seenIDs.insert(record.id).inserted else {
                throw malformed(lineNumber, "the id \(record.id) appears twice")
            }
            records.append(record)
        }
        guard positions != nil else {
            throw malformed(max(lineNumber, 1), "the file is empty; it needs a header line and one line per film")
        }
        return records
    }

    /// The index of each column's field.
    private func columnPositions(header: [String], line: Int) throws(MoviesCatalogError) -> [CatalogColumn: Int] {
        var positions: [CatalogColumn: Int] = [:]
        for column in CatalogColumn.allCases {
            guard let position = header.firstIndex(of: column.rawValue) else {
                throw malformed(line, "the header has no '\(column.rawValue)' column (it has: \(header.joined(separator: ", ")))")
            }
            positions[column] = position
        }
        return positions
    }

    private func makeRecord(_ fields: [String], positions: [CatalogColumn: Int], line: Int) throws(MoviesCatalogError) -> CatalogRecord {
        func text(_ column: CatalogColumn) -> String {
            positions[column].map { fields[$0] } ?? ""
        }
        func optionalText(_ column: CatalogColumn) -> String? {
            let value = text(column)
            return value.isEmpty ? nil : value
        }
        func integer(_ column: CatalogColumn) throws(MoviesCatalogError) -> Int? {
            guard let value = optionalText(column) else { return nil }
            guard let number = Int(value) else { throw malformed(line, "'\(value)' in column \(column.rawValue) is not a whole number") }
            return number
        }
        func number(_ column: CatalogColumn) throws(MoviesCatalogError) -> Double? {
            guard let value = optionalText(column) else { return nil }
            guard let number = Double(value), number.isFinite else {
                throw malformed(line, "'\(value)' in column \(column.rawValue) is not a number")
            }
            return number
        }

        guard let id = try integer(.id) else { throw malformed(line, "the id is empty") }
        let title = text(.title)
        guard !title.isEmpty else { throw malformed(line, "the title of film \(id) is empty") }
        return CatalogRecord(
            id: Int64(id),
            imdbID: optionalText(.imdbID),
            title: title,
            year: try integer(.year),
            released: optionalText(.released),
            certification: optionalText(.certification),
            runtime: try integer(.runtime),
            genres: text(.genres),
            directors: text(.directors),
            cast: text(.cast),
            languages: text(.languages),
            countries: text(.countries),
            awards: optionalText(.awards),
            criticsRating: try number(.criticsRating),
            reviews: try integer(.reviews),
            boxOffice: try number(.boxOffice)
        )
    }

    private func splitFields(
        _ bytes: UnsafeRawBufferPointer, from start: Int, to end: Int, line: Int
    ) throws(MoviesCatalogError) -> [String] {
        var fields: [String] = []
        var fieldStart = start
        while true {
            let fieldEnd = bytes.offset(of: 0x09, from: fieldStart, to: end) ?? end
            fields.append(try decodeField(bytes, from: fieldStart, to: fieldEnd, line: line))
            guard fieldEnd < end else { return fields }
            fieldStart = fieldEnd + 1
        }
    }

    private func decodeField(
        _ bytes: UnsafeRawBufferPointer, from start: Int, to end: Int, line: Int
    ) throws(MoviesCatalogError) -> String {
        let field = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
        guard bytes.offset(of: 0x5C, from: start, to: end) != nil else {
            return String(decoding: field, as: UTF8.self)
        }
        var unescaped: [UInt8] = []
        unescaped.reserveCapacity(field.count)
        var index = 0
        while index < field.count {
            let byte = field[index]
            index += 1
            guard byte == 0x5C else {
                unescaped.append(byte)
                continue
            }
            guard index < field.count else { throw malformed(line, "a field ends with a lone backslash") }
            switch field[index] {
            case 0x5C: unescaped.append(0x5C)
            case UInt8(ascii: "t"): unescaped.append(0x09)
            case UInt8(ascii: "n"): unescaped.append(0x0A)
            case UInt8(ascii: "r"): unescaped.append(0x0D)
            default:
                throw malformed(line, "unknown escape '\\\(Character(Unicode.Scalar(field[index])))'; only \\\\, \\t, \\n and \\r are allowed")
            }
            index += 1
        }
        return String(decoding: unescaped, as: UTF8.self)
    }

    private func malformed(_ line: Int, _ reason: String) -> MoviesCatalogError {
        .malformedResource(path: path, line: line, reason: reason)
    }
}
