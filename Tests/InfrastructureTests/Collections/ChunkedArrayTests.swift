import Infrastructure
import Testing

@Suite struct ChunkedArrayTests {
    /// Elements appended past several chunks read back in order, by index and in a loop; a copy
    /// taken midway keeps what it held while the original grows.
    @Test func holdsWhatWasAppendedInOrder() {
        var list = ChunkedArray<Int>()
        #expect(list.isEmpty)
        let count = ChunkedArray<Int>.chunkSize * 2 + 3
        var copy = list
        for value in 0..<count {
            if value == ChunkedArray<Int>.chunkSize { copy = list }
            list.append(value * 3)
        }
        #expect(list.count == count)
        #expect(Array(list) == (0..<count).map { $0 * 3 })
        #expect(list[ChunkedArray<Int>.chunkSize] == ChunkedArray<Int>.chunkSize * 3)
        #expect(Array(copy) == (0..<ChunkedArray<Int>.chunkSize).map { $0 * 3 })
    }
}
