/// A tag of a template that looks up a name no page gives that template: it always renders
/// empty (a variable) or never (a section).
public struct TemplateWarning: Sendable, Hashable, CustomStringConvertible {
    /// The template's file, `built-in …` for a built-in one.
    public let path: String
    /// 1-based.
    public let line: Int
    public let name: String
    /// The known name closest to `name`, when one is close enough to be a misspelling.
    public let suggestion: String?

    public var description: String {
        let hint = suggestion.map { " Did you mean {{\($0)}}?" } ?? " Check its spelling against the built-in template of the same name."
        return "\(path):\(line): {{\(name)}} is not a name this page provides, so it is always empty.\(hint)"
    }
}
