import Domain
import Foundation

/// The small clean-ups every TMDB field needs on its way into the domain.
enum TMDBText {
    /// `text` trimmed, or nil when nothing is left.
    static func nonBlank(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return trimmed
    }

    /// The title, else the original title, else a placeholder naming the id.
    static func title(_ title: String?, originalTitle: String?, id: Int) -> String {
        nonBlank(title) ?? nonBlank(originalTitle) ?? "Untitled (TMDB \(id))"
    }

    /// The year a `YYYY…` date starts with, even when the rest is missing or malformed.
    static func year(of date: String?) -> Int? {
        guard let date, date.count >= 4 else { return nil }
        let digits = date.prefix(4)
        guard digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber), let year = Int(digits), year > 0 else { return nil }
        return year
    }

    /// The day of a `YYYY-MM-DD` date; nil for a malformed one, or one in the year 0 (which
    /// ``year(of:)`` does not take as a year either).
    static func releaseDate(_ date: String?) -> CalendarDate? {
        guard let day = date.flatMap(CalendarDate.init(iso8601:)), day.year > 0 else { return nil }
        return day
    }

    /// TMDB gives 0 for a film nobody rated; that is no rating.
    static func rating(_ average: Double?, voteCount: Int?) -> Double? {
        guard let average, average.isFinite, average > 0 || (voteCount ?? 0) > 0 else { return nil }
        if let voteCount, voteCount == 0 { return nil }
        return min(max(average, 0), 10)
    }

    /// `names` without repeats, first occurrence kept.
    static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
