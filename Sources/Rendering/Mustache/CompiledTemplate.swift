import Infrastructure

/// A Mustache template parsed once into ``TemplateNode``s and rendered by walking them over
/// typed ``TemplateValue``s, with the lookup, truthiness and escaping rules of swift-mustache,
/// so that the output is the same byte for byte.
struct CompiledTemplate: Sendable {
    let nodes: [TemplateNode]

    /// Nil when the template uses a feature left to swift-mustache (see ``TemplateParser``).
    init?(_ text: String) {
        guard let nodes = try? TemplateParser.parse(text) else { return nil }
        self.nodes = nodes
    }

    func render(_ value: TemplateValue) -> String {
        String(decoding: renderBytes(value), as: UTF8.self)
    }

    /// The UTF-8 bytes of ``render(_:)``. Pages are rendered into bytes: appending to a byte
    /// array is a copy, where appending to a `String` cost about 350 instructions a piece, 9% of
    /// a full build (callgrind).
    func renderBytes(_ value: TemplateValue) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(Self.initialCapacity)
        var stack: [TemplateValue] = [value]
        Self.render(nodes, stack: &stack, escaping: .html, into: &output)
        return output
    }

    /// Most pages' bodies and layouts fit without growing.
    private static let initialCapacity = 16_384

    private static func render(_ nodes: [TemplateNode], stack: inout [TemplateValue], escaping: TemplateEscaping, into output: inout [UInt8]) {
        var escaping = escaping
        for node in nodes {
            switch node {
            case .text(let bytes):
                output.append(contentsOf: bytes)
            case .variable(let name):
                guard let value = lookUp(name, in: stack) else { continue }
                escaping.append(describe(value), to: &output)
            case .unescapedVariable(let name):
                guard let value = lookUp(name, in: stack) else { continue }
                output.append(utf8Of: describe(value))
            case .section(let name, let children):
                renderSection(lookUp(name, in: stack), children, stack: &stack, escaping: escaping, into: &output)
            case .invertedSection(let name, let children):
                renderInvertedSection(lookUp(name, in: stack), children, stack: &stack, escaping: escaping, into: &output)
            case .contentType(let contentType):
                escaping = contentType
            }
        }
    }

    /// A list renders once per element, a flag when true, any other value once with it on top.
    private static func renderSection(_ value: TemplateValue?, _ children: [TemplateNode], stack: inout [TemplateValue], escaping: TemplateEscaping, into output: inout [UInt8]) {
        switch value {
        case nil:
            return
        case .list(let list)?:
            for element in list { renderPushing(element, children, stack: &stack, escaping: escaping, into: &output) }
        case .flag(let flag)?:
            if flag { render(children, stack: &stack, escaping: escaping, into: &output) }
        case let value?:
            renderPushing(value, children, stack: &stack, escaping: escaping, into: &output)
        }
    }

    /// Renders for a missing value, an empty list or a false flag.
    private static func renderInvertedSection(_ value: TemplateValue?, _ children: [TemplateNode], stack: inout [TemplateValue], escaping: TemplateEscaping, into output: inout [UInt8]) {
        switch value {
        case nil:
            render(children, stack: &stack, escaping: escaping, into: &output)
        case .list(let list)?:
            if list.isEmpty { renderPushing(.list(list), children, stack: &stack, escaping: escaping, into: &output) }
        case .flag(let flag)?:
            if !flag { render(children, stack: &stack, escaping: escaping, into: &output) }
        case .text?, .number?, .object?:
            return
        }
    }

    private static func renderPushing(_ value: TemplateValue, _ children: [TemplateNode], stack: inout [TemplateValue], escaping: TemplateEscaping, into output: inout [UInt8]) {
        stack.append(value)
        render(children, stack: &stack, escaping: escaping, into: &output)
        stack.removeLast()
    }

    /// A value as `{{name}}` prints it: as swift-mustache prints the same value.
    private static func describe(_ value: TemplateValue) -> String {
        switch value {
        case .text(let text): text
        case .number(let number): String(number)
        case .flag(let flag): String(flag)
        case .list, .object: String(describing: value.mustacheValue)
        }
    }
}
