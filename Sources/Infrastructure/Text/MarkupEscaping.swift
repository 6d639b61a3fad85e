/// Text made safe inside HTML or XML markup.
public enum MarkupEscaping {
    /// `text` with `&`, `<`, `>` and `"` written as entities, and `'` as `apostrophe` when given
    /// (`&#39;` for HTML as Mustache writes it, `&apos;` for XML). Works character by character, so a
    /// mark combining with one of these into another character leaves it alone.
    public static func escaped(_ text: String, apostrophe: String? = nil) -> String {
        let needsWork = text.utf8.contains { byte in
            byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || (byte == 0x27 && apostrophe != nil)
        }
        guard needsWork else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'" where apostrophe != nil: result += apostrophe!
            default: result.append(character)
            }
        }
        return result
    }
}
