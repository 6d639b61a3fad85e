/// One named value of a ``TemplateObject``.
///
/// A struct rather than a `(name, value)` tuple: an array of them is destroyed through the
/// struct's own value witness, where an array of tuples went through the runtime's generic tuple
/// destroy, element by element.
public struct TemplateField: Sendable, Hashable {
    public let name: String
    public var value: TemplateValue
    /// The name's length in UTF-8 bytes, counted once: a lookup passes over the fields whose names
    /// have another length by comparing two integers.
    let nameLength: Int

    public init(name: String, value: TemplateValue) {
        self.name = name
        self.value = value
        nameLength = name.utf8.count
    }
}
