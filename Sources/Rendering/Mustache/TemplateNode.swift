/// One piece of a compiled Mustache template.
indirect enum TemplateNode: Sendable {
    /// Literal text, copied as it is: its UTF-8 bytes, the text between two tags in one piece.
    case text([UInt8])
    /// `{{name}}`: the value, escaped for the current content type.
    case variable(TemplateName)
    /// `{{{name}}}` or `{{& name}}`: the value as it is.
    case unescapedVariable(TemplateName)
    /// `{{#name}}…{{/name}}`.
    case section(TemplateName, [TemplateNode])
    /// `{{^name}}…{{/name}}`.
    case invertedSection(TemplateName, [TemplateNode])
    /// `{{% CONTENT_TYPE: … }}`: how the variables after it are escaped.
    case contentType(TemplateEscaping)
}
