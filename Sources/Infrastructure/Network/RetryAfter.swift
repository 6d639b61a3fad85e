import Foundation

/// Reads an HTTP `Retry-After` header: a number of seconds or an HTTP date.
public enum RetryAfter {
    /// The wait the header asks for, never negative; nil when the value is neither form.
    public static func parse(_ value: String, now: Date = Date()) -> Duration? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if let seconds = Int(trimmed) {
            return seconds >= 0 ? .seconds(seconds) : nil
        }
        if let seconds = Double(trimmed), seconds.isFinite {
            return seconds >= 0 ? .milliseconds(Int64((seconds * 1000).rounded())) : nil
        }
        for format in formats {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(secondsFromGMT: 0)
            formatter.dateFormat = format
            if let date = formatter.date(from: trimmed) {
                let seconds = max(0, date.timeIntervalSince(now))
                return .milliseconds(Int64((seconds * 1000).rounded(.up)))
            }
        }
        return nil
    }

    /// IMF-fixdate first, then the obsolete RFC 850 and asctime forms HTTP still allows.
    private static let formats = [
        "EEE, dd MMM yyyy HH:mm:ss zzz",
        "EEEE, dd-MMM-yy HH:mm:ss zzz",
        "EEE MMM d HH:mm:ss yyyy",
    ]
}
