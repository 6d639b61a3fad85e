import Foundation

/// When a build happens, in seconds since 1970: what the feeds date the films it finds first by.
/// `SOURCE_DATE_EPOCH` sets it, as reproducible builds expect; else the clock does.
enum BuildTime {
    static let environmentVariable = "SOURCE_DATE_EPOCH"

    /// - Throws: ``MarqueeError`` (usage) when `SOURCE_DATE_EPOCH` is set but not a whole number
    ///   of seconds, since a build dated by a misread value would date its films wrongly for good.
    static func resolve(environment: [String: String], clock: () -> Date = Date.init) throws(MarqueeError) -> Int64 {
        guard let text = environment[environmentVariable], !text.isEmpty else {
            return Int64(clock().timeIntervalSince1970.rounded(.down))
        }
        guard text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }), let seconds = Int64(text),
              seconds <= 253_402_300_799 else {
            throw MarqueeError(.usage, "\(environmentVariable) is \"\(text)\", which is not a time: it must be a whole number of seconds since 1970 up to the year 9999, as `date +%s` prints. Set it to such a number, or unset it to date the build by the clock.")
        }
        return seconds
    }
}
