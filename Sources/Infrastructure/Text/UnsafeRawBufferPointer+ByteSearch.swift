#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension UnsafeRawBufferPointer {
    /// The offset of the first `byte` at or after `start` and before `end`, or nil when there is
    /// none (or the range is empty). Found with `memchr`, which reads many bytes a step: the
    /// parsers of the catalog, the memo and the site's manifest look for their separators this way.
    /// As with the buffer's own subscript, the range is checked in debug builds only: the callers
    /// pass offsets within the buffer, and checking it cost 2% of parsing the catalog (callgrind).
    @inlinable
    public func offset(of byte: UInt8, from start: Int = 0, to end: Int? = nil) -> Int? {
        let end = end ?? count
        assert(0 <= start && end <= count, "the range \(start)..<\(end) is outside \(count) bytes")
        guard start < end, let base = baseAddress, let found = memchr(base + start, Int32(byte), end - start) else { return nil }
        return base.distance(to: UnsafeRawPointer(found))
    }
}
