import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A moment as Signature Version 4 writes it, in UTC: `20130524T000000Z` and its day `20130524`.
public struct AWSTimestamp: Sendable, Hashable {
    /// `yyyyMMdd'T'HHmmss'Z'`, for `X-Amz-Date`.
    public let dateTime: String
    /// `yyyyMMdd`, for the credential scope.
    public let day: String

    public init(_ date: Date) {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        day = "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))"
        dateTime = "\(day)T\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))Z"
    }
}
