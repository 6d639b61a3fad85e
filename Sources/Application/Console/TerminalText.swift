/// Text made safe to print on a terminal: control characters (ESC, BEL, NUL, CR, backspace, the C1
/// controls...) are shown as `\u{1B}` instead of being sent, so nothing from the data or the input
/// can move the cursor, retitle the window or hide a line. Line feeds and tabs are kept.
public enum TerminalText {
    /// `text` with each control character but `\n` and `\t` written out as `\u{XX}`.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscaping) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsEscaping(scalar) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\n" && scalar != "\t" && scalar.properties.generalCategory == .control
    }
}
