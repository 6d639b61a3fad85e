extension DecodingError {
    /// One line saying what was wrong and where, e.g. `missing key 'id' at results[3]`.
    public var summary: String {
        switch self {
        case let .keyNotFound(key, context):
            "missing key '\(key.stringValue)'\(Self.location(context.codingPath))"
        case let .typeMismatch(type, context):
            "expected \(type)\(Self.location(context.codingPath))"
        case let .valueNotFound(type, context):
            "null where \(type) was expected\(Self.location(context.codingPath))"
        case let .dataCorrupted(context):
            context.codingPath.isEmpty
                ? "not valid JSON"
                : "invalid value\(Self.location(context.codingPath))"
        @unknown default:
            "undecodable"
        }
    }

    private static func location(_ path: [any CodingKey]) -> String {
        guard !path.isEmpty else { return "" }
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return " at \(text)"
    }
}
