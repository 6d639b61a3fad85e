/// Times in feeds: RFC 3339 in UTC, to the second, e.g. `2026-11-25T03:15:00Z`, from seconds since
/// 1970. Written by hand, with no calendar, locale or time zone of the machine involved.
public enum FeedTimestamp {
    /// `seconds` since 1970-01-01T00:00:00Z as RFC 3339; years outside 0...9999 are clamped to it.
    public static func rfc3339(_ seconds: Int64) -> String {
        let lowest: Int64 = -62_167_219_200   // 0000-01-01T00:00:00Z
        let highest: Int64 = 253_402_300_799  // 9999-12-31T23:59:59Z
        let clamped = min(max(seconds, lowest), highest)
        let days = clamped >= 0 ? clamped / 86_400 : (clamped - 86_399) / 86_400
        let secondOfDay = clamped - days * 86_400
        let (year, month, day) = civilDate(daysSince1970: days)
        // Twenty ASCII bytes written in place: every feed entry has a date, and joining a dozen
        // strings was an eighth of making an entry.
        return String(unsafeUninitializedCapacity: 20) { bytes in
            var end = 0
            func put(_ value: Int64, width: Int) {
                var rest = value
                for offset in stride(from: width - 1, through: 0, by: -1) {
                    bytes[end + offset] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                }
                end += width
            }
            func put(_ character: Unicode.Scalar) {
                bytes[end] = UInt8(ascii: character)
                end += 1
            }
            put(year, width: 4); put("-"); put(month, width: 2); put("-"); put(day, width: 2)
            put("T"); put(secondOfDay / 3600, width: 2); put(":"); put(secondOfDay / 60 % 60, width: 2)
            put(":"); put(secondOfDay % 60, width: 2); put("Z")
            return end
        }
    }

    /// The proleptic Gregorian date `days` after 1970-01-01, counted in 400-year eras of 146,097 days.
    static func civilDate(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468  // from 0000-03-01, so that a leap day ends each year
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
