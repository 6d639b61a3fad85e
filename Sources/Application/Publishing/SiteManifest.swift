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

        /// From this many bytes of paths up, a manifest's two halves are read on two cores.
        static let halvesFrom = 256 * 1024

        /// The paths of a manifest written by ``encoded(_:)``; nil for any other text.
        ///
        /// A large manifest is split at its first line break from the middle on (``split(_:in:)``)
        /// and its halves read on two cores: making a string of each path, in memory the thread has not touched yet, is
        /// most of reading it, and a kept site waits for it before its files' `lstat`s begin.
        static func files(in bytes: [UInt8]) -> [String]? {
            guard let lines = bytes.withUnsafeBufferPointer(lines(of:)) else { return nil }
            let halves = lines.count >= halvesFrom ? bytes.withUnsafeBufferPointer { split(lines, in: $0) } : nil
            guard let (first, second) = halves else {
                return bytes.withUnsafeBufferPointer { files(in: $0, lines: lines) }
            }
            let parts = [[String]?](madeConcurrently: 2) { index in
                bytes.withUnsafeBufferPointer { files(in: $0, lines: index == 0 ? first : second) }
            }
            guard let firstFiles = parts[0], let secondFiles = parts[1] else { return nil }
            return firstFiles + secondFiles
        }

        /// The range of the lines between ``head`` and ``tail``; nil when `bytes` lacks either.
        static func lines(of bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
            guard bytes.count >= head.count + tail.count, bytes.starts(with: head),
                  bytes.suffix(tail.count).elementsEqual(tail) else { return nil }
            return head.count..<(bytes.count - tail.count)
        }

        /// `lines` cut around the first `,\n` from their middle on, which is left out; nil when
        /// there is none. A cut inside a path (one holding a line feed) makes a half unreadable
        /// as plain text, as the whole is.
        static func split(_ lines: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> (Range<Int>, Range<Int>)? {
            var from = lines.lowerBound + lines.count / 2
            while let newline = UnsafeRawBufferPointer(bytes).offset(of: UInt8(ascii: "\n"), from: from, to: lines.upperBound) {
                if newline > lines.lowerBound, bytes[newline - 1] == UInt8(ascii: ",") {
                    return (lines.lowerBound..<(newline - 1), (newline + 1)..<lines.upperBound)
                }
                from = newline + 1
            }
            return nil
        }

        /// The paths of `lines`: each `    "path"`, apart by `,\n`; nil for any other text.
        ///
        /// Each path's closing quote is found with `memchr`, then its bytes are checked: reading
        /// a manifest is a tenth of the instructions of keeping a site unchanged (callgrind).
        static func files(in bytes: UnsafeBufferPointer<UInt8>, lines: Range<Int>) -> [String]? {
            guard let base = bytes.baseAddress else { return nil }
            let lineStart = lineStart
            var files: [String] = []
            var position = lines.lowerBound
            let end = lines.upperBound
            while position < end {
                guard end - position >= lineStart.count, memcmp(base + position, lineStart, lineStart.count) == 0 else { return nil }
                let start = position + lineStart.count
                guard let quote = UnsafeRawBufferPointer(bytes).offset(of: UInt8(ascii: "\""), from: start, to: end) else { return nil }
                let path = UnsafeBufferPointer(rebasing: bytes[start..<quote])
                guard allPlain(path) else { return nil }
                files.append(String(decoding: path, as: UTF8.self))
                position = quote + 1
                if position == end { return files }
                guard end - position >= 2, bytes[position] == UInt8(ascii: ","), bytes[position + 1] == UInt8(ascii: "\n") else { return nil }
                position += 2
            }
            return nil
        }
    }
}
