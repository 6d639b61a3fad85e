import Infrastructure
import Testing

/// SHA-256 and HMAC-SHA-256 over Debian's libcrypto.
struct SHA256Tests {
    @Test func oneCallAndPiecesGiveTheSameDigest() {
        let bytes = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        var hasher = SHA256()
        bytes.prefix(7).withUnsafeBytes { hasher.update($0) }
        bytes.dropFirst(7).withUnsafeBytes { hasher.update($0) }
        #expect(hasher.finalize() == SHA256.hash(bytes))
        #expect(SHA256.hash(bytes).hexDigits == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hash([]).hexDigits == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func aCopyIsFedApartFromItsOriginal() {
        var original = SHA256()
        Array("ab".utf8).withUnsafeBytes { original.update($0) }
        var copy = original
        Array("c".utf8).withUnsafeBytes { copy.update($0) }
        #expect(copy.finalize().hexDigits == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(original.finalize() == SHA256.hash(Array("ab".utf8)))
        // Reading a digest leaves the hasher able to go on.
        Array("c".utf8).withUnsafeBytes { original.update($0) }
        #expect(original.finalize() == copy.finalize())
    }

    /// The HMAC-SHA-256 results of RFC 4231, test cases 1, 2 and 6 (a key longer than a block).
    @Test("RFC 4231 test vectors", arguments: [
        ([UInt8](repeating: 0x0b, count: 20), "Hi There", "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"),
        (Array("Jefe".utf8), "what do ya want for nothing?", "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"),
        ([UInt8](repeating: 0xaa, count: 131), "Test Using Larger Than Block-Size Key - Hash Key First",
         "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"),
    ])
    func hmacVectors(key: [UInt8], message: String, expected: String) {
        #expect(HMACSHA256.authenticationCode(key: key, message: Array(message.utf8)).hexDigits == expected)
    }

    @Test func anEmptyMessageAndAnEmptyKeyAreSigned() {
        #expect(HMACSHA256.authenticationCode(key: [], message: []).hexDigits == "b613679a0814d9ec772f95d778c35fc5ff1697c493715653c6c712144292c5ad")
    }
}
