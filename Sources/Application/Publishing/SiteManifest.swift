import Foundation
import Infrastructure

/// The list of files Marquee wrote into an output folder, kept in the folder itself so that a
/// later build removes only what it wrote and never a file someone else put there.
///
/// It is JSON. Every build reads it once or twice and writes it once, a line per file of the
/// site, so the usual case (paths with nothing JSON escapes) is written and read by hand, byte
/// for byte as `JSONEncoder` writes it; anything else goes through Foundation's JSON.
struct SiteManifest: Codable, Equatable {
    static let fileName = ".marquee-manifest.json"
    static let currentFormat = 1

    var format: Int = SiteManifest.currentFormat
    var files: [String]

    /// The manifest in `bytes` (a large site's is megabytes).
    static func decode(_ bytes: [UInt8]) -> SiteManifest? {
        if let files = PlainText.files(in: bytes) { return SiteManifest(files: files) }
        return try? JSONDecoder().decode(SiteManifest.self, from: Data(bytes))
    }

    /// The manifest of the output folder `output`; nil when it has none or it cannot be read.
    static func read(inOutput output: String) -> SiteManifest? {
        (try? [UInt8](contentsOfFile: output + "/" + fileName)).flatMap(decode)
    }

    /// The paths the manifest of the output folder `output` lists, where they lie in its text;
    /// nil when it has none, it cannot be read, or it is not as ``PlainText`` writes it.
    static func readPaths(inOutput output: String) -> PackedPaths? {
        (try? [UInt8](contentsOfFile: output + "/" + fileName)).flatMap(PlainText.paths(in:))
    }

    func encoded() -> [UInt8] {
        if format == Self.currentFormat, let text = PlainText.encoded(files) { return text }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array((try? encoder.encode(self)) ?? Data()) + [UInt8(ascii: "\n")]
    }

    /// The manifest as `JSONEncoder` pretty-prints it with sorted keys, for a list of paths none
    /// of which holds a byte JSON would escape.
    enum PlainText {
        static let head = Array("{\n  \"files\" : [\n".utf8)
        static let tail = Array("\n  ],\n  \"format\" : \(SiteManifest.currentFormat)\n}\n".utf8)
        static let lineStart = Array("    \"".utf8)

        /// Whether `byte` may stand in a JSON string as it is, as the encoder leaves it: not a
        /// quote, a backslash or a control character, nor the lead byte of U+2028 and U+2029.
        static func isPlain(_ byte: UInt8) -> Bool {
            byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte != 0xE2
        }

        /// Whether every byte of `bytes` ``isPlain(_:)``, each one checked without a branch, so
        /// that the compiler checks many at once (vector instructions): a manifest's paths are
        /// megabytes, read at every build, and a test and a branch a byte were half of the
        /// reading's own instructions (callgrind, 48,000 pages).
        static func allPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            var flagged: UInt8 = 0
            for byte in bytes {
                flagged |= (byte < 0x20 ? 1 : 0) | (byte == UInt8(ascii: "\"") ? 1 : 0) | (byte == UInt8(ascii: "\\") ? 1 : 0) | (byte == 0xE2 ? 1 : 0)
            }
            return flagged == 0
        }

        static func encoded(_ files: [String]) -> [UInt8]? {
            guard !files.isEmpty else { return nil }
            var text = head
            text.reserveCapacity(files.reduce(head.count + tail.count) { $0 + $1.utf8.count + 8 })
            for (index, file) in files.enumerated() {
                if index > 0 {
                    text.append(UInt8(ascii: ","))
                    text.append(UInt8(ascii: "\n"))
                }
                text.append(contentsOf: lineStart)
                // Checked and copied from the path's bytes where they lie: the manifest is
                // written on one core while the other waits.
                guard text.append(utf8Of: file, ifEvery: isPlain) else { return nil }
                text.append(UInt8(ascii: "\""))
            }
            text += tail
            return text
        }

        /// The paths of a manifest written by ``encoded(_:)``, where they lie in `bytes`; nil for
        /// any other text. Finding them is a pass over the bytes; a kept site's files' `lstat`s
        /// start from there, with no string made of a path.
        static func paths(in bytes: [UInt8]) -> PackedPaths? {
            let found = bytes.withUnsafeBufferPointer { bytes in
                lines(of: bytes).flatMap { ranges(in: bytes, lines: $0) }
            }
            return found.flatMap { PackedPaths(in: bytes, at: $0) }
        }

        /// The paths of a manifest written by ``encoded(_:)``; nil for any other text.
        static func files(in bytes: [UInt8]) -> [String]? {
            paths(in: bytes)?.strings
        }

        /// The range of the lines between ``head`` and ``tail``; nil when `bytes` lacks either.
        static func lines(of bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
            guard bytes.count >= head.count + tail.count, bytes.starts(with: head),
                  bytes.suffix(tail.count).elementsEqual(tail) else { return nil }
            return head.count..<(bytes.count - tail.count)
        }

        /// Where the paths of `lines` lie: each `    "path"`, apart by `,\n`; nil for any other
        /// text, or more than 32 bits can count.
        ///
        /// Each path's closing quote is found with `memchr`, then its bytes are checked: reading
        /// a manifest is a tenth of the instructions of keeping a site unchanged (callgrind).
        static func ranges(in bytes: UnsafeBufferPointer<UInt8>, lines: Range<Int>) -> [Range<UInt32>]? {
            guard let base = bytes.baseAddress, bytes.count <= UInt32.max else { return nil }
            let lineStart = lineStart
            var ranges: [Range<UInt32>] = []
            var position = lines.lowerBound
            let end = lines.upperBound
            while position < end {
                guard end - position >= lineStart.count, memcmp(base + position, lineStart, lineStart.count) == 0 else { return nil }
                let start = position + lineStart.count
                guard let quote = UnsafeRawBufferPointer(bytes).offset(of: UInt8(ascii: "\""), from: start, to: end),
                      allPlain(UnsafeBufferPointer(rebasing: bytes[start..<quote])) else { return nil }
                ranges.append(UInt32(start)..<UInt32(quote))
                position = quote + 1
                if position == end { return ranges }
                guard end - position >= 2, bytes[position] == UInt8(ascii: ","), bytes[position + 1] == UInt8(ascii: "\n") else { return nil }
                position += 2
            }
            return nil
        }
    }
}
