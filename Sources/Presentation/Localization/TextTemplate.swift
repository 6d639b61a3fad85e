/// A text of the string tables split once, when the tables are read, at its `{name}`
/// placeholders, so that filling it in for a page only copies its parts and the values into one
/// string of the right size.
///
/// A name runs from a `{` to the first `}` after it; a `{` with no `}` after it, or with another
/// `{` before that `}`, is text like any other (`{a{b}` is `{a` and the placeholder `b`). A
/// placeholder given no value stays as the table writes it.
struct TextTemplate: Sendable {
    /// The text as the table writes it.
    let text: String
    /// The text's bytes before, between and after the placeholders: one more than `names`.
    private let literals: [[UInt8]]
    /// The placeholders' names, in the text's order.
    private let names: [String]
    /// The bytes of `literals` in all.
    private let literalsLength: Int

    init(_ text: String) {
        self.text = text
        let bytes = Array(text.utf8)
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        var literals: [[UInt8]] = []
        var names: [String] = []
        var literal: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == open, let end = bytes[(index + 1)...].firstIndex(of: close),
               !bytes[(index + 1)..<end].contains(open) {
                literals.append(literal)
                literal = []
                names.append(String(decoding: bytes[(index + 1)..<end], as: UTF8.self))
                index = end + 1
            } else {
                literal.append(bytes[index])
                index += 1
            }
        }
        literals.append(literal)
        self.literals = literals
        self.names = names
        literalsLength = literals.reduce(0) { $0 + $1.count }
    }

    /// The text with each placeholder replaced by `value(name)`, or kept when that is `nil`.
    /// `value` is asked twice a placeholder: for the length, then for the bytes.
    func filled(_ value: (String) -> String?) -> String {
        guard !names.isEmpty else { return text }
        var length = literalsLength
        for name in names {
            length += value(name)?.utf8.count ?? name.utf8.count + 2
        }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var end = 0
            func write(_ bytes: UnsafeBufferPointer<UInt8>) {
                guard !bytes.isEmpty, let start = bytes.baseAddress, let target = buffer.baseAddress,
                      end + bytes.count <= buffer.count else { return }
                (target + end).initialize(from: start, count: bytes.count)
                end += bytes.count
            }
            literals[0].withUnsafeBufferPointer(write)
            for (name, literal) in zip(names, literals.dropFirst()) {
                if var given = value(name) {
                    given.withUTF8(write)
                } else {
                    var kept = "{" + name + "}"
                    kept.withUTF8(write)
                }
                literal.withUnsafeBufferPointer(write)
            }
            return end
        }
    }

    /// The text with its placeholders filled in from `values`, the last value given for a name.
    func filled(_ values: KeyValuePairs<String, String>) -> String {
        filled { Self.value(named: $0, in: values) }
    }

    /// The last value `values` gives `name`. Keys of another length are passed over without
    /// comparing them.
    static func value(named name: String, in values: KeyValuePairs<String, String>) -> String? {
        let length = name.utf8.count
        return values.last { $0.key.utf8.count == length && $0.key == name }?.value
    }
}
