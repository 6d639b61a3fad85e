/// A tag's name, split once at parse time: `.`, `.a.b` (from the current object only) or
/// `a.b` (the first part looked up the context stack, the rest from what it found).
struct TemplateName: Sendable {
    enum Anchor: Sendable {
        /// `.`: the current object.
        case current
        /// A name that starts with `.`: looked up in the current object only.
        case currentObject
        /// A name looked up from the top of the context stack down.
        case stack
    }

    let anchor: Anchor
    let parts: [String]

    init(_ name: String) {
        if name == "." {
            anchor = .current
        } else if name.first == "." {
            anchor = .currentObject
        } else {
            anchor = .stack
        }
        parts = anchor == .current ? [] : name.split(separator: ".").map(String.init)
    }
}
