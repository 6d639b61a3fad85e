@testable import Application
import Testing

@Suite struct ArrayBatchesTests {
    @Test func cutsInOrderWithTheLastBatchShorter() {
        #expect(Array(1...7).batches(of: 3) == [[1, 2, 3], [4, 5, 6], [7]])
        #expect(Array(1...6).batches(of: 3) == [[1, 2, 3], [4, 5, 6]])
        #expect([Int]().batches(of: 3).isEmpty)
        #expect([1, 2].batches(of: 5) == [[1, 2]])
    }
}
