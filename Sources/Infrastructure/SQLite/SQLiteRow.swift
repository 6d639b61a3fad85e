import CSQLite

/// One result row, copied out of the statement so it stays valid after the query.
///
/// Accessors take a 0-based column index and throw ``SQLiteError`` (kind `.typeMismatch`) when the
/// column is missing or holds another type. Integers are accepted where a `Double` is asked for.
public struct SQLiteRow: Sendable, Hashable {
    /// The values, in column order.
    public let values: [SQLiteValue]
    /// The column names, in column order.
    public let columnNames: [String]
    /// The database the row came from, for error messages.
    public let path: String

    /// Creates a row; normally only queries do this.
    public init(values: [SQLiteValue], columnNames: [String], path: String) {
        self.values = values
        self.columnNames = columnNames
        self.path = path
    }

    /// The number of columns.
    public var count: Int { values.count }

    /// The raw value of column `index`, or `.null` past the last column.
    public subscript(index: Int) -> SQLiteValue {
        values.indices.contains(index) ? values[index] : .null
    }

    /// Whether column `index` is NULL.
    public func isNull(_ index: Int) throws(SQLiteError) -> Bool {
        try value(index) == .null
    }

    /// The integer in column `index`.
    public func int64(_ index: Int) throws(SQLiteError) -> Int64 {
        guard let result = try optionalInt64(index) else { throw mismatch(index, expected: "an integer") }
        return result
    }

    /// The integer in column `index`, or nil when it is NULL.
    public func optionalInt64(_ index: Int) throws(SQLiteError) -> Int64? {
        switch try value(index) {
        case .null: return nil
        case let .integer(result): return result
        default: throw mismatch(index, expected: "an integer")
        }
    }

    /// The integer in column `index`.
    public func int(_ index: Int) throws(SQLiteError) -> Int {
        Int(try int64(index))
    }

    /// The integer in column `index`, or nil when it is NULL.
    public func optionalInt(_ index: Int) throws(SQLiteError) -> Int? {
        try optionalInt64(index).map { Int($0) }
    }

    /// The number in column `index`.
    public func double(_ index: Int) throws(SQLiteError) -> Double {
        guard let result = try optionalDouble(index) else { throw mismatch(index, expected: "a number") }
        return result
    }

    /// The number in column `index`, or nil when it is NULL.
    public func optionalDouble(_ index: Int) throws(SQLiteError) -> Double? {
        switch try value(index) {
        case .null: return nil
        case let .real(result): return result
        case let .integer(result): return Double(result)
        default: throw mismatch(index, expected: "a number")
        }
    }

    /// The text in column `index`.
    public func string(_ index: Int) throws(SQLiteError) -> String {
        guard let result = try optionalString(index) else { throw mismatch(index, expected: "text") }
        return result
    }

    /// The text in column `index`, or nil when it is NULL.
    public func optionalString(_ index: Int) throws(SQLiteError) -> String? {
        switch try value(index) {
        case .null: return nil
        case let .text(result): return result
        default: throw mismatch(index, expected: "text")
        }
    }

    /// The bytes in column `index`.
    public func blob(_ index: Int) throws(SQLiteError) -> [UInt8] {
        guard let result = try optionalBlob(index) else { throw mismatch(index, expected: "a blob") }
        return result
    }

    /// The bytes in column `index`, or nil when it is NULL.
    public func optionalBlob(_ index: Int) throws(SQLiteError) -> [UInt8]? {
        switch try value(index) {
        case .null: return nil
        case let .blob(result): return result
        default: throw mismatch(index, expected: "a blob")
        }
    }

    private func value(_ index: Int) throws(SQLiteError) -> SQLiteValue {
        guard values.indices.contains(index) else {
            throw SQLiteError(
                step: .read, path: path, code: SQLITE_RANGE,
                message: "column \(index) does not exist; the row has \(values.count) columns",
                kind: .typeMismatch
            )
        }
        return values[index]
    }

    private func mismatch(_ index: Int, expected: String) -> SQLiteError {
        let name = columnNames.indices.contains(index) ? " '\(columnNames[index])'" : ""
        return SQLiteError(
            step: .read, path: path, code: SQLITE_MISMATCH,
            message: "column \(index)\(name) holds \(values[index].typeName), expected \(expected)",
            kind: .typeMismatch
        )
    }
}
