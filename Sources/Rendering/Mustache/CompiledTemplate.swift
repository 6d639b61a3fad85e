import Mustache

/// A Mustache template parsed once into ``TemplateNode``s and rendered by walking them, with
/// the lookup, truthiness and escaping rules of swift-mustache, so that the output is the same
/// byte for byte. Dictionaries, arrays, strings, integers and booleans take fast paths; any other
/// value is looked at the way swift-mustache does.
struct CompiledTemplate: Sendable {
    let nodes: [TemplateNode]

    /// Nil when the template uses a feature left to swift-mustache (see ``TemplateParser``).
    init?(_ text: String) {
        guard let nodes = try? TemplateParser.parse(text) else { return nil }
        self.nodes = nodes
    }

    func render(_ object: Any) -> String {
        var output = ""
        var stack: [Any] = [object]
        Self.render(nodes, stack: &stack, escaping: .html, into: &output)
        return output
    }

    private static func render(_ nodes: [TemplateNode], stack: inout [Any], escaping: TemplateEscaping, into output: inout String) {
        var escaping = escaping
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .variable(let name):
                guard let value = lookUp(name, in: stack) else { continue }
                if let text = value as? String {
                    output += escaping.escape(text)
                } else if let renderable = value as? MustacheCustomRenderable {
                    output += escaping.escape(renderable.renderText)
                } else {
                    output += escaping.escape(describe(value))
                }
            case .unescapedVariable(let name):
                guard let value = lookUp(name, in: stack) else { continue }
                if let text = value as? String {
                    output += text
                } else if let renderable = value as? MustacheCustomRenderable {
                    output += renderable.renderText
                } else {
                    output += describe(value)
                }
            case .section(let name, let children):
                renderSection(lookUp(name, in: stack), children, stack: &stack, escaping: escaping, into: &output)
            case .invertedSection(let name, let children):
                renderInvertedSection(lookUp(name, in: stack), children, stack: &stack, escaping: escaping, into: &output)
            case .contentType(let contentType):
                escaping = contentType
            }
        }
    }

    private static func renderSection(_ value: Any?, _ children: [TemplateNode], stack: inout [Any], escaping: TemplateEscaping, into output: inout String) {
        guard let value else { return }
        if let list = value as? [[String: Any]] {
            for element in list { renderPushing(element, children, stack: &stack, escaping: escaping, into: &output) }
        } else if let list = elements(of: value) {
            for element in list { renderPushing(element, children, stack: &stack, escaping: escaping, into: &output) }
        } else if let bool = value as? Bool {
            if bool { render(children, stack: &stack, escaping: escaping, into: &output) }
        } else if let renderable = value as? MustacheCustomRenderable, renderable.isNull {
            return
        } else {
            renderPushing(value, children, stack: &stack, escaping: escaping, into: &output)
        }
    }

    private static func renderInvertedSection(_ value: Any?, _ children: [TemplateNode], stack: inout [Any], escaping: TemplateEscaping, into output: inout String) {
        guard let value else {
            render(children, stack: &stack, escaping: escaping, into: &output)
            return
        }
        if let list = elements(of: value) {
            if list.isEmpty { renderPushing(value, children, stack: &stack, escaping: escaping, into: &output) }
        } else if let bool = value as? Bool {
            if !bool { render(children, stack: &stack, escaping: escaping, into: &output) }
        } else if let renderable = value as? MustacheCustomRenderable, renderable.isNull {
            render(children, stack: &stack, escaping: escaping, into: &output)
        }
    }

    private static func renderPushing(_ object: Any, _ children: [TemplateNode], stack: inout [Any], escaping: TemplateEscaping, into output: inout String) {
        stack.append(object)
        render(children, stack: &stack, escaping: escaping, into: &output)
        stack.removeLast()
    }

    /// The elements of an array, set or reversed collection (the sequences Mustache iterates).
    private static func elements(of value: Any) -> [Any]? {
        if let list = value as? [Any] { return list }
        guard let sequence = value as? any MustacheSequence else { return nil }
        return Array(sequence)
    }

    private static func describe(_ value: Any) -> String {
        if let number = value as? Int { return String(number) }
        if let optional = value as? any TemplateOptional, let wrapped = optional.wrappedValue {
            return String(describing: wrapped)
        }
        return String(describing: value)
    }
}
