import Infrastructure
import Testing

@Suite struct PartitioningIndexTests {
    @Test func theFirstElementAtOrPastTheKeyIsFoundInEveryPlace() {
        let sorted = [1, 3, 3, 5, 8, 13]
        #expect(sorted.partitioningIndex { $0 >= 0 } == 0)
        #expect(sorted.partitioningIndex { $0 >= 3 } == 1, "the first of equal elements")
        #expect(sorted.partitioningIndex { $0 >= 4 } == 3)
        #expect(sorted.partitioningIndex { $0 >= 13 } == 5)
        #expect(sorted.partitioningIndex { $0 >= 14 } == 6, "none: the end")
        #expect([Int]().partitioningIndex { $0 >= 1 } == 0)
        let slice = sorted[2...]
        #expect(slice.partitioningIndex { $0 >= 5 } == 3, "an index of the slice's base")
        #expect(slice.partitioningIndex { $0 >= 0 } == 2)
    }
}
