import Foundation
import Infrastructure
import TestSupport
import Testing

/// A file read whole into bytes (a site's manifest, megabytes at every build): every byte, in
/// order, and an error that names the path when there is no file to read.
@Suite struct ArrayContentsOfFileTests {
    @Test func aFileComesBackByteForByte() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        // Larger than one read may return, with every byte value, so that no zeroed or shifted
        // byte can pass.
        let large = (0..<3_000_001).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 11) }
        try folder.write(Data(large), to: "large.bin")
        try folder.write("", to: "empty.txt")
        try folder.write("Amélie — 東京物語\n", to: "text.txt")

        #expect(try [UInt8](contentsOfFile: folder.path("large.bin")) == large)
        #expect(try [UInt8](contentsOfFile: folder.path("empty.txt")) == [])
        #expect(try [UInt8](contentsOfFile: folder.path("text.txt")) == Array("Amélie — 東京物語\n".utf8))
    }

    @Test func noFileIsAnErrorNamingThePath() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let missing = folder.path("missing.json")
        let missingError = #expect(throws: FileSystemError.self) { try [UInt8](contentsOfFile: missing) }
        #expect(missingError?.path == missing && missingError?.code == ENOENT)
        #expect(missingError?.description.contains(missing) == true)
        try FileManager.default.createDirectory(atPath: folder.path("folder"), withIntermediateDirectories: false)
        let folderError = #expect(throws: FileSystemError.self) { try [UInt8](contentsOfFile: folder.path("folder")) }
        #expect(folderError?.code == EISDIR)
    }
}
