import Foundation
import Mustache

extension SiteTemplates {
    static func readText(atPath path: String) throws(RenderingError) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RenderingError(step: .readTemplate, path: path, reason: "The file cannot be read; check that it is a readable file.")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw RenderingError(step: .readTemplate, path: path, reason: "The file is not valid UTF-8; save it as UTF-8.")
        }
        return text
    }

    static func parse(_ text: String, as file: TemplateFile, path: String) throws(RenderingError) -> MustacheTemplate {
        if file == .layout || file == .markdownLayout, text.allSatisfy(\.isWhitespace) {
            throw RenderingError(
                step: .parseTemplate, path: path,
                reason: "The layout is empty, so every page would be an empty file. Write the page around {{{body}}}, or delete the file to use the built-in layout."
            )
        }
        if file.isMarkdownTemplate, !declaresMarkdown(text) {
            throw RenderingError(
                step: .parseTemplate, path: path, line: 1, column: 1,
                reason: "A Markdown template must start with the line \(MarkdownContentType.pragma), so that text from the data is escaped for Markdown."
            )
        }
        MarkdownContentType.register()
        do {
            return try MustacheTemplate(string: text)
        } catch let error as MustacheTemplate.ParserError {
            if case .expectedSectionEnd = error.error as? MustacheTemplate.Error, let section = UnclosedMustacheSection.find(in: text) {
                throw RenderingError(
                    step: .parseTemplate, path: path, line: section.line, column: section.column,
                    reason: "Mustache cannot parse this template: the section {{\(section.sigil)\(section.name)}} opened here is never closed; "
                        + "close it with {{/\(section.name)}}. Near: \(section.lineText)"
                )
            }
            throw RenderingError(
                step: .parseTemplate, path: path,
                line: error.context.lineNumber, column: error.context.columnNumber,
                reason: "Mustache cannot parse this template: \(problem(error.error)) Near: \(error.context.line.trimmingCharacters(in: .whitespaces))"
            )
        } catch {
            throw RenderingError(step: .parseTemplate, path: path, reason: "Mustache cannot parse this template: \(error)")
        }
    }

    /// Whether the first non-blank line of `text` is the `MARKDOWN` content type pragma.
    private static func declaresMarkdown(_ text: String) -> Bool {
        guard let first = text.split(whereSeparator: \.isNewline).first(where: { !$0.allSatisfy(\.isWhitespace) }) else {
            return false
        }
        return first.filter { !$0.isWhitespace } == "{{%CONTENT_TYPE:\(MarkdownContentType.name)}}"
    }

    private static func problem(_ error: any Error) -> String {
        guard let error = error as? MustacheTemplate.Error else { return "\(error)." }
        switch error {
        case .sectionCloseNameIncorrect: return "a closing tag {{/name}} does not match the section it closes."
        case .unfinishedName: return "a tag is not finished or its name has characters Mustache does not allow."
        case .expectedSectionEnd: return "a section {{#name}} or {{^name}} is never closed."
        case .invalidSetDelimiter: return "a set-delimiter tag {{=<% %>=}} is malformed."
        case .transformAppliedToInheritanceSection: return "a transform is applied to an inheritance section."
        case .illegalTokenInsideInheritSection: return "a partial's inherit section contains a tag that is not a block."
        case .textInsideInheritSection: return "a partial's inherit section contains text outside blocks."
        case .invalidConfigVariableSyntax: return "a pragma {{% NAME: VALUE }} is malformed."
        case .unrecognisedConfigVariable: return "a pragma names an unknown setting or content type (known: CONTENT_TYPE with HTML, TEXT or MARKDOWN)."
        }
    }
}
