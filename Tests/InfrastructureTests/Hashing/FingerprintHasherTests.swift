import Foundation
import Infrastructure
import Testing

@Suite("Fingerprint hasher (SHA-256 from libcrypto)")
struct FingerprintHasherTests {
    private func digest(_ text: String) -> String {
        var hasher = FingerprintHasher()
        hasher.update(bytes: Array(text.utf8))
        return hasher.hexDigest
    }

    @Test("the standard test vectors", arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ("The quick brown fox jumps over the lazy dog", "d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592"),
    ])
    func vectors(input: String, expected: String) {
        #expect(digest(input) == expected)
    }

    @Test("a million a's, fed in uneven pieces")
    func million() {
        var hasher = FingerprintHasher()
        var fed = 0
        var piece = 1
        while fed < 1_000_000 {
            let count = min(piece, 1_000_000 - fed)
            hasher.update(bytes: [UInt8](repeating: UInt8(ascii: "a"), count: count))
            fed += count
            piece = piece % 97 + 13
        }
        #expect(hasher.hexDigest == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("strings are delimited, and reading the digest does not change the hasher")
    func delimited() {
        var first = FingerprintHasher()
        first.update("ab")
        first.update("c")
        var second = FingerprintHasher()
        second.update("a")
        second.update("bc")
        #expect(first.hexDigest != second.hexDigest)
        #expect(first.hexDigest == first.hexDigest)
        #expect(first.hexDigest.count == 64)
    }

    /// Thousands of small values, as a published site's digest feeds them, run over the hasher's
    /// inner block many times: the digest is SHA-256 of their encodings one after another, and
    /// reading it midway changes nothing.
    @Test("many small values give SHA-256 of their encodings, across blocks")
    func manySmallValues() {
        var hasher = FingerprintHasher()
        var encoded: [UInt8] = []
        for number in 0..<5_000 {
            let text = "movie/\(number)/index.html"
            hasher.update(text)
            hasher.update(number * 1_000_003)
            encoded += Array(text.utf8)
            for value in [text.utf8.count, number * 1_000_003] {
                withUnsafeBytes(of: Int64(value).littleEndian) { encoded += $0 }
            }
            if number == 2_500 {
                #expect(hasher.hexDigest == SHA256.hash(encoded).hexDigits)
            }
        }
        #expect(encoded.count > 100_000)
        #expect(hasher.hexDigest == SHA256.hash(encoded).hexDigits)
    }

    @Test("a file's stamp is added as its five numbers")
    func stampIsItsFiveNumbers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stamp-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("page".utf8).write(to: URL(fileURLWithPath: folder + "/index.html"))
        let stamp = try #require(FileStamp.mapChunks(of: ["index.html"], in: folder) { $1 }.first?.first ?? nil)
        var whole = FingerprintHasher()
        whole.update(stamp)
        var byNumber = FingerprintHasher()
        for number in [Int(truncatingIfNeeded: stamp.device), Int(truncatingIfNeeded: stamp.inode), Int(stamp.size), Int(stamp.seconds), Int(stamp.nanoseconds)] {
            byNumber.update(number)
        }
        #expect(whole.hexDigest == byNumber.hexDigest)
        #expect(stamp.size == 4)
    }
}
