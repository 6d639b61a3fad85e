import Domain

extension Localization {
    /// `1,234,567` in English, `1.234.567` in Spanish: groups of three digits from the
    /// language's table, only from `number.min_grouping` digits up (Spanish writes `1234`).
    public func number(_ value: Int) -> String {
        // Three digits never take a group separator (most counts on a page).
        guard value.magnitude >= 1_000 else { return String(value) }
        let digits = Array(String(value.magnitude))
        guard digits.count >= prepared.numberFormat.minGroupingDigits else { return String(value) }
        var text = value < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text += prepared.numberFormat.group }
            text.append(digit)
        }
        return text
    }

    /// One decimal place, rounded half away from zero, with the language's decimal mark: `7.2`,
    /// `7,2`.
    public func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded(.toNearestOrAwayFromZero))
        let sign = tenths < 0 ? "-" : ""
        let magnitude = abs(tenths)
        return "\(sign)\(number(magnitude / 10))\(prepared.numberFormat.decimal)\(magnitude % 10)"
    }

    /// `January 19, 2009`, `19 de enero de 2009`, `2009년 1월 19일`.
    public func longDate(_ date: CalendarDate) -> String {
        text(.dateLong, [
            "month": (1...12).contains(date.month) ? prepared.months[date.month - 1] : String(date.month),
            "day": String(date.day),
            "year": String(date.year),
        ])
    }

    /// `7.2/10`.
    public func rating(_ value: Double) -> String {
        text(.movieRating, ["rating": oneDecimal(value)])
    }

    /// `2 h 5 min`, `45 min`, `2 h`.
    public func runtime(minutes: Int) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        switch (hours, rest) {
        case (0, _): return text(.movieRuntimeMinutes, ["minutes": String(rest)])
        case (_, 0): return text(.movieRuntimeHours, ["hours": String(hours)])
        default: return text(.movieRuntimeHoursMinutes, ["hours": String(hours), "minutes": String(rest)])
        }
    }

    /// Names joined the language's way: `A, B and C`, `A, B y C`.
    public func list(_ names: [String]) -> String {
        switch names.count {
        case 0: return ""
        case 1: return names[0]
        default:
            let rest = names.dropLast().joined(separator: text(.listSeparator))
            return text(.listLast, ["rest": rest, "last": names[names.count - 1]])
        }
    }
}
