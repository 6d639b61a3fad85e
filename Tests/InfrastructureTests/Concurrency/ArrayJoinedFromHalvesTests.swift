import Infrastructure
import Testing

@Suite struct ArrayJoinedFromHalvesTests {
    /// Each half's part, first half first, for even, odd, one and no elements.
    @Test func thePartsOfBothHalvesComeInOrder() {
        for count in [0, 1, 2, 7, 10_001] {
            let numbers = Array(0..<count)
            #expect(numbers.joinedFromHalves { $0.filter { $0 % 3 != 0 } } == numbers.filter { $0 % 3 != 0 }, "\(count) numbers")
            // The first half holds the middle element of an odd count.
            let halves = numbers.joinedFromHalves { [$0.count] }
            #expect(halves == [(count + 1) / 2, count / 2], "\(count) numbers")
        }
    }
}
