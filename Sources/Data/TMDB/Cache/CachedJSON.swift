import Foundation

/// How cached answers are written: JSON with sorted keys, so the same answer is the same text.
enum CachedJSON {
    static func encode<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// The value, or nil when the text is not one (a row from another version of the program).
    static func decode<Value: Decodable>(_ type: Value.Type, from text: String) -> Value? {
        try? JSONDecoder().decode(type, from: Data(text.utf8))
    }

    /// Seconds since 1970, recorded with every row (for people inspecting the cache, never for
    /// output).
    static func timestamp(_ date: Date) -> Int64 {
        Int64(date.timeIntervalSince1970.rounded(.down))
    }
}
