import Presentation
import Testing

@Suite struct FeedTimestampTests {
    static let cases: [(Int64, String)] = [
        (0, "1970-01-01T00:00:00Z"),
        (951_782_400, "2000-02-29T00:00:00Z"),   // a leap day of a century divisible by 400
        (1_764_040_500, "2025-11-25T03:15:00Z"),
        (4_107_542_399, "2100-02-28T23:59:59Z"), // 2100 is no leap year
        (4_107_542_400, "2100-03-01T00:00:00Z"),
        (-1, "1969-12-31T23:59:59Z"),
        (-86_400 * 365, "1969-01-01T00:00:00Z"),
        (Int64.max, "9999-12-31T23:59:59Z"),
        (Int64.min, "0000-01-01T00:00:00Z"),
    ]

    @Test(arguments: cases)
    func knownTimes(seconds: Int64, expected: String) {
        #expect(FeedTimestamp.rfc3339(seconds) == expected)
    }

    /// Every day from 1900 to 2100 follows the one before it.
    @Test func consecutiveDaysFollowTheCalendar() {
        var previous: (year: Int, month: Int, day: Int)?
        for day in stride(from: Int64(-25_567), through: 47_482, by: 1) {
            let text = FeedTimestamp.rfc3339(day * 86_400)
            let parts = text.prefix(10).split(separator: "-").compactMap { Int($0) }
            let date = (year: parts[0], month: parts[1], day: parts[2])
            if let previous {
                let leap = date.year % 4 == 0 && (date.year % 100 != 0 || date.year % 400 == 0)
                let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
                let expected = previous.day < lengths[previous.month - 1]
                    ? (previous.year, previous.month, previous.day + 1)
                    : previous.month < 12 ? (previous.year, previous.month + 1, 1) : (previous.year + 1, 1, 1)
                #expect(date == expected, "\(text)")
            }
            previous = date
        }
    }
}
