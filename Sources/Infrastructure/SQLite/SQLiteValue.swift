/// A value SQLite stores: one of its five storage classes.
public enum SQLiteValue: Sendable, Hashable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])

    /// `.integer`, or `.null` when `value` is nil.
    public init(_ value: Int?) {
        self = value.map { .integer(Int64($0)) } ?? .null
    }

    /// `.real`, or `.null` when `value` is nil.
    public init(_ value: Double?) {
        self = value.map { .real($0) } ?? .null
    }

    /// `.text`, or `.null` when `value` is nil.
    public init(_ value: String?) {
        self = value.map { .text($0) } ?? .null
    }

    /// `.integer(1)` or `.integer(0)`, or `.null` when `value` is nil.
    public init(_ value: Bool?) {
        self = value.map { .integer($0 ? 1 : 0) } ?? .null
    }

    /// The storage class name SQLite uses (`typeof()`), for messages.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .integer: "integer"
        case .real: "real"
        case .text: "text"
        case .blob: "blob"
        }
    }
}
