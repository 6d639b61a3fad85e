import Foundation

/// The list of files Marquee wrote into an output folder, kept in the folder itself so that a
/// later build removes only what it wrote and never a file someone else put there.
struct SiteManifest: Codable, Equatable {
    static let fileName = ".marquee-manifest.json"
    static let currentFormat = 1

    var format: Int = SiteManifest.currentFormat
    var files: [String]

    static func decode(_ bytes: [UInt8]) -> SiteManifest? {
        try? JSONDecoder().decode(SiteManifest.self, from: Data(bytes))
    }

    func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array((try? encoder.encode(self)) ?? Data()) + [UInt8(ascii: "\n")]
    }
}
