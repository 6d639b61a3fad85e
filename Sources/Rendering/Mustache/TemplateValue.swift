import Mustache

/// A value a page hands to its templates, typed: the page models are made of these, the compiled
/// templates read them without casts, and ``PageDigest`` hashes them.
public enum TemplateValue: Sendable, Hashable {
    case text(String)
    case number(Int)
    case flag(Bool)
    case list([TemplateValue])
    case object(TemplateObject)

    /// The value as swift-mustache takes it, for templates it renders itself (those using what
    /// the compiled templates leave to it).
    var mustacheValue: Any {
        switch self {
        case .text(let text): text
        case .number(let number): number
        case .flag(let flag): flag
        case .list(let list): list.map(\.mustacheValue)
        case .object(let object): object.mustacheValue
        }
    }
}

/// Named template values in a fixed order (the order the page model sets them), looked up by
/// name. Pages have a few dozen names at most, so a list beats a hash table here.
public struct TemplateObject: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    public private(set) var fields: [TemplateField]

    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        fields = elements.map { TemplateField(name: $0.0, value: $0.1) }
    }

    public subscript(name: String) -> TemplateValue? {
        get {
            fieldIndex(name).map { fields[$0].value }
        }
        set {
            let index = fieldIndex(name)
            switch (index, newValue) {
            case let (index?, value?): fields[index].value = value
            case let (index?, nil): fields.remove(at: index)
            case let (nil, value?): fields.append(TemplateField(name: name, value: value))
            case (nil, nil): break
            }
        }
    }

    /// Where the field `name` is. Names of another length are passed over without comparing
    /// them, and the fields are read in place rather than copied one by one: most of a lookup's
    /// cost.
    private func fieldIndex(_ name: String) -> Int? {
        let length = name.utf8.count
        for index in fields.indices where fields[index].nameLength == length && fields[index].name == name {
            return index
        }
        return nil
    }

    /// Sets `name` only for a non-empty text, since Mustache treats any string, even an empty
    /// one, as true in a section.
    mutating func setText(_ text: String?, for name: String) {
        if let text, !text.isEmpty { self[name] = .text(text) }
    }

    /// Adds or replaces the fields of `other`.
    mutating func merge(_ other: TemplateObject) {
        for field in other.fields { self[field.name] = field.value }
    }

    var mustacheValue: MustacheObject {
        MustacheObject(object: self)
    }
}

/// A ``TemplateObject`` as swift-mustache looks into it (like a dictionary), and printed with its
/// fields in order, so that the same object always prints the same.
struct MustacheObject: MustacheParent, CustomStringConvertible {
    let object: TemplateObject

    func child(named name: String) -> Any? {
        object[name]?.mustacheValue
    }

    var description: String {
        guard !object.fields.isEmpty else { return "[:]" }
        return "[" + object.fields.map { "\($0.name): \(String(describing: $0.value.mustacheValue))" }.joined(separator: ", ") + "]"
    }
}
