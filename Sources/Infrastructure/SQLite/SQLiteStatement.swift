import CSQLite

/// A prepared statement owned by a ``SQLiteConnection``; used only while the connection's lock is
/// held.
final class SQLiteStatement {
    let handle: OpaquePointer
    let sql: String
    let columnNames: [String]
    let parameterCount: Int

    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    init(handle: OpaquePointer, sql: String) {
        self.handle = handle
        self.sql = sql
        self.columnNames = (0..<sqlite3_column_count(handle)).map { index in
            sqlite3_column_name(handle, index).map { String(cString: $0) } ?? ""
        }
        self.parameterCount = Int(sqlite3_bind_parameter_count(handle))
    }

    /// Binds `values` to parameters 1...n; the count must match the statement's parameters.
    func bind(_ values: [SQLiteValue], database: OpaquePointer, path: String) throws(SQLiteError) {
        guard values.count == parameterCount else {
            throw SQLiteError(
                step: .bind, path: path, code: SQLITE_RANGE,
                message: "the statement takes \(parameterCount) values but \(values.count) were given: \(sql)",
                kind: .other
            )
        }
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value {
            case .null:
                code = sqlite3_bind_null(handle, index)
            case let .integer(number):
                code = sqlite3_bind_int64(handle, index, number)
            case let .real(number):
                code = sqlite3_bind_double(handle, index, number)
            case let .text(text):
                let length = Int32(text.utf8.count)
                code = text.withCString { sqlite3_bind_text(handle, index, $0, length, Self.transient) }
            case let .blob(bytes):
                if bytes.isEmpty {
                    code = sqlite3_bind_zeroblob(handle, index, 0)
                } else {
                    code = bytes.withUnsafeBytes {
                        sqlite3_bind_blob(handle, index, $0.baseAddress, Int32($0.count), Self.transient)
                    }
                }
            }
            guard code == SQLITE_OK else {
                throw SQLiteError(
                    step: .bind, path: path, code: code,
                    message: "\(String(cString: sqlite3_errmsg(database))) (parameter \(index) of: \(sql))"
                )
            }
        }
    }

    /// The current row's values.
    func currentRow(path: String) -> SQLiteRow {
        let values = (0..<Int32(columnNames.count)).map(value(at:))
        return SQLiteRow(values: values, columnNames: columnNames, path: path)
    }

    /// Makes the statement ready for its next use.
    func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    func finalize() {
        sqlite3_finalize(handle)
    }

    private func value(at index: Int32) -> SQLiteValue {
        switch sqlite3_column_type(handle, index) {
        case SQLITE_INTEGER:
            return .integer(sqlite3_column_int64(handle, index))
        case SQLITE_FLOAT:
            return .real(sqlite3_column_double(handle, index))
        case SQLITE_TEXT:
            guard let text = sqlite3_column_text(handle, index) else { return .text("") }
            let count = Int(sqlite3_column_bytes(handle, index))
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(handle, index))
            guard count > 0, let bytes = sqlite3_column_blob(handle, index) else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
        default:
            return .null
        }
    }
}
