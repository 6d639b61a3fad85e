import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A small XML document read whole with Foundation's `XMLParser`: elements with their children and
/// text, namespaces dropped. Enough for S3's answers, which are small and flat.
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
        let builder = XMLTreeBuilder()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        parser.shouldProcessNamespaces = true
        guard parser.parse() else { return nil }
        return builder.root
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

/// Builds an ``XMLTree`` from the parser's events.
private final class XMLTreeBuilder: NSObject, XMLParserDelegate {
    private var stack: [(name: String, text: String, children: [XMLTree])] = []
    var root: XMLTree?

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        stack.append((elementName, "", []))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard let top = stack.popLast() else { return }
        let element = XMLTree(name: top.name, text: top.text, children: top.children)
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }
}
