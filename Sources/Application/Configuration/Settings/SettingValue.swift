/// A setting's value as `marquee.toml` writes it.
public enum SettingValue: Sendable, Hashable, CustomStringConvertible {
    case string(String)
    case integer(Int)
    case boolean(Bool)

    /// The value as a TOML literal: `"text"`, `5`, `true`.
    public var description: String {
        switch self {
        case let .string(text):
            var quoted = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": quoted += "\\\""
                case "\\": quoted += "\\\\"
                case "\n": quoted += "\\n"
                case "\t": quoted += "\\t"
                case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                    quoted += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16, uppercase: true)
                default: quoted.unicodeScalars.append(scalar)
                }
            }
            return quoted + "\""
        case let .integer(number): return String(number)
        case let .boolean(flag): return flag ? "true" : "false"
        }
    }

    var string: String? {
        if case let .string(text) = self { text } else { nil }
    }

    var integer: Int? {
        if case let .integer(number) = self { number } else { nil }
    }

    var boolean: Bool? {
        if case let .boolean(flag) = self { flag } else { nil }
    }
}
