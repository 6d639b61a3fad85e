import Foundation

/// A small XML document read whole by ``XMLTreeReader``: elements with their children and text,
/// namespace prefixes and attributes dropped. Enough for S3's answers, which are small and flat.
public final class XMLTree: Sendable {
    public let name: String
    public let text: String
    public let children: [XMLTree]

    init(name: String, text: String, children: [XMLTree]) {
        self.name = name
        self.text = text
        self.children = children
    }

    /// The root element of `data`, or nil when it is not well-formed XML.
    public static func parse(_ data: Data) -> XMLTree? {
        var reader = XMLTreeReader(Array(data))
        return reader.document()
    }

    /// The children named `name`.
    public func all(_ name: String) -> [XMLTree] {
        children.filter { $0.name == name }
    }

    /// The text of the first child named `name`.
    public func value(_ name: String) -> String? {
        children.first { $0.name == name }?.text
    }
}
