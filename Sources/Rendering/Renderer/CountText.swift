/// Counts as words, the same on every machine.
enum CountText {
    /// `No results`, `1 result`, `1,234 results`.
    static func results(_ count: Int) -> String {
        switch count {
        case ...0: "No results"
        case 1: "1 result"
        default: grouped(count) + " results"
        }
    }

    /// `1,234,567`.
    static func grouped(_ value: Int) -> String {
        let digits = Array(String(value.magnitude))
        var text = value < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
