/// The rule every source and storage applies to keys: a name starting with `.` anywhere in the
/// path is Marquee's bookkeeping (or someone else's), never a page of the site, so it is never
/// listed, sent or deleted.
public enum DeployKey {
    public static func isPublishable(_ key: String) -> Bool {
        var atSegmentStart = true
        for byte in key.utf8 {
            if atSegmentStart, byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/") { return false }
            atSegmentStart = byte == UInt8(ascii: "/")
        }
        return !atSegmentStart
    }
}
