/// A JSON array whose elements that do not decode are skipped instead of failing the whole
/// document; a missing or null array decodes as empty.
public struct LossyArray<Element: Codable & Sendable & Hashable>: Codable, Sendable, Hashable {
    public let elements: [Element]

    public init(_ elements: [Element]) {
        self.elements = elements
    }

    public init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var elements: [Element] = []
        while !container.isAtEnd {
            if let element = try? container.decode(Element.self) {
                elements.append(element)
            } else {
                _ = try container.decode(SkippedValue.self)
            }
        }
        self.elements = elements
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(elements)
    }

    /// Any JSON value, read only to move past it.
    private struct SkippedValue: Decodable {
        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() { return }
            if (try? container.decode(Bool.self)) != nil { return }
            if (try? container.decode(Double.self)) != nil { return }
            if (try? container.decode(String.self)) != nil { return }
            if (try? container.decode([SkippedValue].self)) != nil { return }
            _ = try container.decode([String: SkippedValue].self)
        }
    }
}

extension KeyedDecodingContainer {
    /// The array under `key`, its bad elements skipped; empty when the key is missing or null.
    func decodeLossyArray<Element: Codable & Sendable & Hashable>(_ type: Element.Type, forKey key: Key) throws -> [Element] {
        guard contains(key), try !decodeNil(forKey: key) else { return [] }
        return try decode(LossyArray<Element>.self, forKey: key).elements
    }
}
