/// JSON text laid out as Foundation's `JSONEncoder` lays it out with `.prettyPrinted`,
/// `.sortedKeys` and `.withoutEscapingSlashes` (two spaces a level, `"key" : value`, an empty
/// container as an empty line), written straight into bytes. For documents large enough that the
/// encoder's tree of values costs time (a build's report lists every search's films and pages).
///
/// The caller gives each object's keys in sorted order, as the encoder would sort them, and
/// leaves out the members the encoder leaves out (nil optionals).
public struct IndentedJSONWriter: Sendable {
    /// The text so far, UTF-8.
    public private(set) var bytes: [UInt8] = []
    /// For each container open, whether it holds a value yet.
    private var containers: [Bool] = []
    /// A key was written and its value comes next, on the same line.
    private var afterKey = false

    public init() {}

    /// An object whose members `members` writes, each a ``key(_:)`` and then its value.
    public mutating func object(_ members: (inout IndentedJSONWriter) -> Void) {
        container(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), members)
    }

    /// An array whose elements `elements` writes, one value each.
    public mutating func array(_ elements: (inout IndentedJSONWriter) -> Void) {
        container(open: UInt8(ascii: "["), close: UInt8(ascii: "]"), elements)
    }

    /// An array of strings.
    public mutating func array(_ strings: [String]) {
        array { json in
            for string in strings { json.string(string) }
        }
    }

    /// The key of the next member of the object being written.
    public mutating func key(_ name: String) {
        startValue()
        appendQuoted(name)
        bytes.append(contentsOf: " : ".utf8)
        afterKey = true
    }

    public mutating func string(_ value: String) {
        startValue()
        appendQuoted(value)
    }

    public mutating func integer(_ value: some BinaryInteger) {
        startValue()
        bytes.append(utf8Of: String(value))
    }

    /// As the encoder writes a `Double`: its shortest exact digits, without a trailing `.0`.
    public mutating func number(_ value: Double) {
        startValue()
        let text = value.description
        bytes.append(utf8Of: text.hasSuffix(".0") ? String(text.dropLast(2)) : text)
    }

    public mutating func bool(_ value: Bool) {
        startValue()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    /// A member of the object being written: its key, then its value.
    public mutating func member(_ key: String, _ value: String) {
        self.key(key)
        string(value)
    }

    public mutating func member(_ key: String, _ value: some BinaryInteger) {
        self.key(key)
        integer(value)
    }

    public mutating func member(_ key: String, _ value: Double) {
        self.key(key)
        number(value)
    }

    public mutating func member(_ key: String, _ value: Bool) {
        self.key(key)
        bool(value)
    }

    public mutating func member(_ key: String, _ strings: [String]) {
        self.key(key)
        array(strings)
    }

    private mutating func container(open: UInt8, close: UInt8, _ body: (inout IndentedJSONWriter) -> Void) {
        startValue()
        bytes.append(open)
        containers.append(false)
        body(&self)
        let filled = containers.removeLast()
        bytes.append(UInt8(ascii: "\n"))
        if !filled { bytes.append(UInt8(ascii: "\n")) }
        indent()
        bytes.append(close)
    }

    /// What comes before a key, or a value that follows no key: the separator, a new line and
    /// the indentation.
    private mutating func startValue() {
        if afterKey {
            afterKey = false
            return
        }
        guard let filled = containers.last else { return }
        if filled { bytes.append(UInt8(ascii: ",")) }
        containers[containers.count - 1] = true
        bytes.append(UInt8(ascii: "\n"))
        indent()
    }

    private mutating func indent() {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * containers.count))
    }

    /// `text` in quotes, escaped as the encoder escapes it: quotes, backslashes and control
    /// characters (by name where JSON has one), everything else as it is.
    private mutating func appendQuoted(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        if !bytes.append(utf8Of: text, ifEvery: { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
                case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
                case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
                case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
                case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
                case 0x08: bytes.append(contentsOf: #"\b"#.utf8)
                case 0x0C: bytes.append(contentsOf: #"\f"#.utf8)
                case ..<0x20:
                    bytes.append(contentsOf: #"\u00"#.utf8)
                    bytes.append(Self.hexDigits[Int(byte >> 4)])
                    bytes.append(Self.hexDigits[Int(byte & 0xF)])
                default: bytes.append(byte)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
