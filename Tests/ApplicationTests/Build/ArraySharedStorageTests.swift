@testable import Application
import Testing

/// A list equal to another is held as that one (one buffer for both); a different one is kept.
@Suite struct ArraySharedStorageTests {
    private static func storage(of array: [String]) -> UnsafeRawPointer? {
        array.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }

    @Test func anEqualListSharesTheOthersBuffer() {
        let movieIDs = (0..<50).map { "film-\($0)" }
        let newIDs = (0..<50).map { "film-\($0)" }
        #expect(Self.storage(of: newIDs) != Self.storage(of: movieIDs))

        let shared = newIDs.sharingStorage(with: movieIDs)

        #expect(shared == newIDs)
        #expect(Self.storage(of: shared) == Self.storage(of: movieIDs))
    }

    @Test func aDifferentListIsKeptAsItIs() {
        let movieIDs = (0..<50).map { "film-\($0)" }
        for newIDs in [Array(movieIDs.dropFirst()), Array(movieIDs.reversed()), []] {
            let kept = newIDs.sharingStorage(with: movieIDs)

            #expect(kept == newIDs)
            #expect(newIDs.isEmpty || Self.storage(of: kept) == Self.storage(of: newIDs))
        }
    }
}
