/// `1.2 MB`, `340 KB`, `12 bytes`: a size for people, in powers of 1000.
enum ByteCountText {
    static func text(_ bytes: Int64) -> String {
        if bytes < 1000 { return "\(bytes) \(bytes == 1 ? "byte" : "bytes")" }
        let units = ["KB", "MB", "GB", "TB"]
        var value = Double(bytes) / 1000
        var unit = 0
        while value >= 1000, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        let rounded = (value * 10).rounded() / 10
        return "\(rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)) \(units[unit])"
    }
}
