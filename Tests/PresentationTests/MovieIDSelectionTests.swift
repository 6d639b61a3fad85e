@testable import Presentation
import Testing

/// Movies held as places in a sorted list read as the ids at those places, and equal any
/// selection of the same ids in the same order, however it holds them.
@Suite struct MovieIDSelectionTests {
    private static let all = ["a", "b", "c", "d", "e"]

    @Test func placesReadAsTheIdsAtThem() {
        let selection = MovieIDSelection(places: [0, 2, 4], in: Self.all)

        #expect(Array(selection) == ["a", "c", "e"])
        #expect(selection.count == 3)
        #expect(selection[1] == "c")
        #expect(Array(selection[1...]) == ["c", "e"])
        #expect(MovieIDSelection(places: [], in: Self.all).isEmpty)
    }

    @Test func aListOfIdsIsEveryOneInOrder() {
        let selection = MovieIDSelection(Self.all)

        #expect(Array(selection) == Self.all)
        #expect(selection.count == Self.all.count)
    }

    @Test func selectionsOfTheSameIdsAreEqualAndHashAlike() {
        let byPlace = MovieIDSelection(places: [1, 3], in: Self.all)
        let byID: MovieIDSelection = ["b", "d"]

        #expect(byPlace == byID)
        #expect(byPlace.hashValue == byID.hashValue)
        #expect(Set([byPlace, byID]).count == 1)
        #expect(byPlace != MovieIDSelection(places: [3, 1], in: Self.all))
        #expect(byPlace != MovieIDSelection(places: [1], in: Self.all))
        #expect(byPlace != ["b", "e"])
    }
}
