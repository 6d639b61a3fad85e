import Domain

/// Turns domain values into display text. Hand-written rather than locale-driven so that the same
/// data gives byte-identical pages on every machine.
enum DisplayFormat {
    static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    /// `January 19, 2009`.
    static func longDate(_ date: CalendarDate) -> String {
        "\(monthNames[date.month - 1]) \(date.day), \(date.year)"
    }

    /// `7.2/10`, always one decimal.
    static func rating(_ value: Double) -> String {
        "\(oneDecimal(value))/10"
    }

    /// One decimal place, rounded half away from zero.
    static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded(.toNearestOrAwayFromZero))
        let sign = tenths < 0 ? "-" : ""
        let magnitude = abs(tenths)
        return "\(sign)\(magnitude / 10).\(magnitude % 10)"
    }

    /// `1,234,567`.
    static func grouped(_ value: Int) -> String {
        let digits = String(abs(value))
        var result = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return value < 0 ? "-" + result : result
    }

    /// `2 h 5 min`, `45 min`.
    static func runtime(minutes: Int) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        switch (hours, rest) {
        case (0, _): return "\(rest) min"
        case (_, 0): return "\(hours) h"
        default: return "\(hours) h \(rest) min"
        }
    }

    /// Joins names as `A, B and C`.
    static func list(_ names: [String]) -> String {
        switch names.count {
        case 0: return ""
        case 1: return names[0]
        default: return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        }
    }
}
