extension CompiledTemplate {
    /// The value `name` names: the current value for `.`, else its first part in the nearest
    /// object of the stack that has it, and the rest of it from there (nil when missing).
    static func lookUp(_ name: TemplateName, in stack: [TemplateValue]) -> TemplateValue? {
        switch name.anchor {
        case .current:
            return stack.last
        case .currentObject:
            return child(at: name.parts[...], of: stack[stack.count - 1])
        case .stack:
            guard let first = name.parts.first else { return stack.last }
            // Walked by index, so that each value of the stack is read in place, not copied.
            var index = stack.count - 1
            while index >= 0 {
                if let found = immediateChild(named: first, of: stack[index]) {
                    return name.parts.count == 1 ? found : child(at: name.parts.dropFirst(), of: found)
                }
                index -= 1
            }
            return nil
        }
    }

    private static func child(at parts: ArraySlice<String>, of value: TemplateValue) -> TemplateValue? {
        var value = value
        for part in parts {
            guard let child = immediateChild(named: part, of: value) else { return nil }
            value = child
        }
        return value
    }

    /// Only objects have named children.
    private static func immediateChild(named name: String, of value: TemplateValue) -> TemplateValue? {
        guard case .object(let object) = value else { return nil }
        return object[name]
    }
}
