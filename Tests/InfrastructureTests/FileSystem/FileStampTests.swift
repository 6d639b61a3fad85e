import Foundation
import Infrastructure
import TestSupport
import Testing

@Suite struct FileStampTests {
    /// Many stamps are read on several threads; each lands in its path's place, nil for what is
    /// missing or not a regular file, as one `of` each would say.
    @Test func manyStampsComeInTheOrderOfTheirPaths() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var paths: [String] = []
        for index in 0..<1500 {
            if index % 7 != 0 { try folder.write(String(repeating: "x", count: index), to: "f\(index)") }
            paths.append(folder.path("f\(index)"))
        }
        try FileManager.default.createDirectory(atPath: folder.path("a folder"), withIntermediateDirectories: true)
        paths.append(folder.path("a folder"))

        let stamps = FileStamp.of(paths)

        #expect(stamps == paths.map { FileStamp.of($0) })
        #expect(stamps.filter { $0 == nil }.count == 1500 / 7 + 1 + 1)
        #expect(Set(stamps.compactMap { $0 }).count == stamps.compactMap { $0 }.count)
    }
}
