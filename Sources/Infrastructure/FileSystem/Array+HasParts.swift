#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Array where Element == UInt8 {
    /// Whether these bytes are `parts`, one after the other, and nothing more.
    func hasParts<Parts: Collection<[UInt8]>>(_ parts: Parts) -> Bool {
        var offset = 0
        for part in parts {
            guard part.count <= count - offset else { return false }
            let same = part.isEmpty || withUnsafeBytes { whole in
                part.withUnsafeBytes { part in memcmp(whole.baseAddress! + offset, part.baseAddress!, part.count) == 0 }
            }
            guard same else { return false }
            offset += part.count
        }
        return offset == count
    }
}
