/// A JSON value written into a page's `<script>` element (JSON-LD). Objects keep their members in
/// the order given, so the same value is always the same text; strings are written by
/// ``JavaScriptText/stringLiteral(_:)``, whose `\u` escapes for `<`, `>`, `&`, U+2028 and U+2029
/// mean no text can end the element (`</script>`) or open a comment (`<!--`) in it.
indirect enum ScriptJSON: Sendable, Equatable {
    case string(String)
    case integer(Int)
    /// Written as `null` when not finite, since JSON has no infinities.
    case number(Double)
    case array([ScriptJSON])
    case object([Member])

    /// One member of an object.
    struct Member: Sendable, Equatable {
        let key: String
        let value: ScriptJSON
    }

    /// The value as compact JSON text.
    var serialized: String {
        var text = ""
        write(to: &text)
        return text
    }

    private func write(to text: inout String) {
        switch self {
        case .string(let string):
            text += JavaScriptText.stringLiteral(string)
        case .integer(let integer):
            text += String(integer)
        case .number(let number):
            text += number.isFinite ? Self.decimal(number) : "null"
        case .array(let values):
            text += "["
            for (index, value) in values.enumerated() {
                if index > 0 { text += "," }
                value.write(to: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += "," }
                text += JavaScriptText.stringLiteral(member.key) + ":"
                member.value.write(to: &text)
            }
            text += "}"
        }
    }

    /// A whole number without a fraction (`8`), else Swift's shortest exact digits (`7.25`).
    private static func decimal(_ number: Double) -> String {
        if number.rounded() == number, abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }
}

extension ScriptJSON {
    /// An object of the members whose value is not nil, in the order given.
    static func object(omittingNil members: KeyValuePairs<String, ScriptJSON?>) -> ScriptJSON {
        .object(members.compactMap { key, value in value.map { Member(key: key, value: $0) } })
    }
}
