/// An optional boxed in `Any`, which Mustache prints as its wrapped value.
protocol TemplateOptional {
    var wrappedValue: Any? { get }
}

extension Optional: TemplateOptional {
    var wrappedValue: Any? { self }
}
