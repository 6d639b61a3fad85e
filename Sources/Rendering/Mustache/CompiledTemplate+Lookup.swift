import Mustache

extension CompiledTemplate {
    /// The value `name` names: the current object for `.`, else its first part in the nearest
    /// object of the stack that has it, and the rest of it from there (nil when missing).
    static func lookUp(_ name: TemplateName, in stack: [Any]) -> Any? {
        var found: Any?
        switch name.anchor {
        case .current:
            found = stack.last
        case .currentObject:
            found = child(at: name.parts[...], of: stack[stack.count - 1])
        case .stack:
            guard let first = name.parts.first else {
                found = stack.last
                break
            }
            for object in stack.reversed() {
                if let value = immediateChild(named: first, of: object) {
                    found = child(at: name.parts.dropFirst(), of: value)
                    break
                }
            }
        }
        if let custom = found as? MustacheCustomRepresentation { return custom.representation }
        return found
    }

    private static func child(at parts: ArraySlice<String>, of object: Any) -> Any? {
        var object = object
        for part in parts {
            guard let value = immediateChild(named: part, of: object) else { return nil }
            object = value
        }
        return object
    }

    private static func immediateChild(named name: String, of object: Any) -> Any? {
        if let dictionary = object as? [String: Any] { return dictionary[name] }
        var object: Any? = object
        if let custom = object as? MustacheCustomRepresentation { object = custom.representation }
        if let parent = object as? MustacheParent { return parent.child(named: name) }
        guard let object else { return nil }
        guard let value = Mirror(reflecting: object).children.first(where: { $0.label == name })?.value else { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value
    }
}
