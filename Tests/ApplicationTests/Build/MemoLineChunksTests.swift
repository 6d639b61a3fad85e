@testable import Application
import Testing

@Suite struct MemoLineChunksTests {
    @Test(arguments: [
        [String](), [""], ["", ""], ["a"], ["", "a", ""], ["line one", "", "line three"],
    ])
    func joinsAsLineFeedsJoin(lines: [String]) {
        #expect(MemoLineChunks(lines).joined() == lines.joined(separator: "\n"))
    }

    @Test func handsOutChunksOfAboutAPartEach() {
        let lines = (0..<100_000).map { "movie/\($0)/index.html \(String(repeating: "é", count: $0 % 20))" }
        let chunks = Array(MemoLineChunks(lines))
        #expect(chunks.count > 2)
        #expect(chunks.dropLast().allSatisfy { $0.utf8.count >= MemoLineChunks<[String]>.chunkBytes })
        #expect(chunks.dropLast().allSatisfy { $0.utf8.count < MemoLineChunks<[String]>.chunkBytes + 100 })
        #expect(chunks.joined() == lines.joined(separator: "\n"))
    }
}
