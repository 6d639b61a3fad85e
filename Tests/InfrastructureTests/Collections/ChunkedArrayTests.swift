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

    /// A copy taken inside a chunk shares that chunk: appending to either leaves the other as it was.
    @Test func aCopyTakenInsideAChunkKeepsItsElements() {
        var list = ChunkedArray<String>()
        let middle = ChunkedArray<String>.chunkSize + 5
        for value in 0..<middle { list.append("page-\(value)") }
        var copy = list
        list.append("only in the list")
        copy.append("only in the copy")
        copy.append("and another")

        #expect(list.count == middle + 1 && copy.count == middle + 2)
        #expect(list[middle] == "only in the list")
        #expect(Array(copy.suffix(2)) == ["only in the copy", "and another"])
        #expect(Array(list.prefix(middle)) == Array(copy.prefix(middle)))
        #expect(copy[middle - 1] == "page-\(middle - 1)")
    }
}
