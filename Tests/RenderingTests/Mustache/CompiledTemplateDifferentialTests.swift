@testable import Rendering
import Testing

/// Templates rendered by ``CompiledTemplate`` and by swift-mustache against many contexts: the
/// built-in templates with every name they use given every kind of value, and small templates
/// for the whitespace, lookup and escaping rules.
@Suite struct CompiledTemplateDifferentialTests {
    static let texts = ["plain", "<b>bold</b> & \"quotes\" 'single'", "*a* _b_ [c](javascript:d) `e` # f\n\tg \\", "Amélie ½", "<\u{0338}>", ""]

    /// The values a name is given, in turn.
    static func values(_ round: Int, depth: Int) -> [TemplateValue?] {
        let text = texts[round % texts.count]
        var values: [TemplateValue?] = [nil, .text(text), .flag(true), .flag(false), .number(round * 7 - 3), .list([]), .object([:])]
        if depth < 2 {
            values.append(.list([
                .object(["name": .text(text), "href": .text("a&b"), "isLast": .flag(round % 2 == 0)]), .object(["name": .text("x")]),
            ]))
            values.append(.list([.text(text), .text("second")]))
            values.append(.object(["value": .text(text), "label": .number(round)]))
        }
        return values
    }

    static func names(in nodes: [TemplateNode]) -> [[String]] {
        nodes.flatMap { node -> [[String]] in
            switch node {
            case .variable(let name), .unescapedVariable(let name): return [name.parts]
            case .section(let name, let children), .invertedSection(let name, let children): return [name.parts] + names(in: children)
            case .text, .contentType: return []
            }
        }
    }

    /// A context giving each name of `names` a value picked by `seed`.
    static func context(names: [[String]], seed: Int) -> TemplateObject {
        var context: TemplateObject = [:]
        for (index, parts) in names.enumerated() {
            guard let first = parts.first else { continue }
            let choices = values(seed + index, depth: 0)
            if let value = choices[(seed * 31 + index * 17) % choices.count] { context[first] = value }
        }
        return context
    }

    @Test(arguments: TemplateFile.allCases.filter { $0.fileName.hasSuffix(".md") || $0.fileName.hasSuffix(".html") })
    func builtInTemplatesMatchSwiftMustache(file: TemplateFile) throws {
        let text = try #require(EmbeddedTemplates.files[file.fileName])
        let compiled = try #require(CompiledTemplate(text))
        let reference = try PageTemplate(parsing: text).mustacheOnly
        let names = Self.names(in: compiled.nodes)
        for seed in 0..<200 {
            let context = Self.context(names: names, seed: seed)
            #expect(compiled.render(.object(context)) == reference.render(context), "seed \(seed)")
        }
    }

    static let edgeCases = [
        "a {{x}} b\n", "{{#list}}\n  {{name}}\n{{/list}}\n", "  {{#list}}  \n{{.}}\n  {{/list}}  \nafter",
        "{{#list}}{{name}}{{/list}}", " {{^missing}} none {{/missing}}\n", "{{! comment }}\n  {{! standalone }}  \nx {{!inline}} y",
        "  {{! c }}{{x}}\n", "{{% CONTENT_TYPE: TEXT }}\n{{x}} {{{x}}} {{&x}}", "{{% CONTENT_TYPE: MARKDOWN }}\n{{x}}\n{{#list}}{{% CONTENT_TYPE: HTML }}{{x}}{{/list}}{{x}}",
        "{{obj.value}} {{obj.label}} {{#obj}}{{value}}-{{x}}{{/obj}} {{.}}", "{{#obj}}{{.value}}|{{.x}}{{/obj}}", "{{#x}}[{{.}}]{{/x}}{{^x}}empty{{/x}}",
        "{{#list}}{{#isLast}}last{{/isLast}}{{^isLast}}, {{/isLast}}{{/list}}", "line\r\n  {{#x}}\r\n{{x}}\r\n  {{/x}}\r\nend", "{ {x} {{ x }} }",
        "{{#x}}\n{{/x}}  ", "  {{#x}}{{/x}}", "  {{#x}}\n{{/x}}", "\t{{^x}}\t\n\tno\n\t{{/x}}\t", "{{#list}}{{name}}{{#list}}{{href}}{{/list}}{{/list}}", "{{x.y.z}}{{missing.value}}",
        "   \n  ", "x\n  {{x}}  \n  {{#x}}{{/x}}\n", "{{}}", "{{..}}",
    ]

    @Test(arguments: edgeCases)
    func edgeCasesMatchSwiftMustache(text: String) throws {
        let compiled = try #require(CompiledTemplate(text))
        let reference = try PageTemplate(parsing: text).mustacheOnly
        for seed in 0..<40 {
            var context: TemplateObject = ["obj": .object(["value": .text(Self.texts[seed % Self.texts.count]), "label": .number(seed)])]
            let values = Self.values(seed, depth: 1)
            if let x = values[seed % values.count] { context["x"] = x }
            if let list = values[(seed / values.count + 5) % values.count] { context["list"] = list }
            #expect(compiled.render(.object(context)) == reference.render(context), "seed \(seed)")
        }
    }

    @Test func templatesWithUnsupportedFeaturesFallBack() {
        #expect(CompiledTemplate("{{> partial}}") == nil)
        #expect(CompiledTemplate("{{=<% %>=}}") == nil)
        #expect(CompiledTemplate("{{uppercased(x)}}") == nil)
        #expect(CompiledTemplate("{{$block}}x{{/block}}") == nil)
    }

    @Test func htmlEscapingMatchesSwiftMustache() throws {
        let reference = try PageTemplate(parsing: "{{x}}").mustacheOnly
        for text in Self.texts + ["&amp;", "a'b\"c<d>e&f", "e\u{301}<\u{301}", "🎬<"] {
            #expect(TemplateEscaping.htmlEscaped(text) == reference.render(["x": .text(text)]))
        }
    }
}
