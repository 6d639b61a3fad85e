import Foundation

/// JSON for scripts, written the same way by every command: sorted keys, indented, slashes
/// left as they are, a newline at the end.
enum MachineReadableJSON {
    static func text(of value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
