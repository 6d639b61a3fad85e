import Domain
import Presentation
import Testing

@Suite struct PosterPlaceholderViewModelTests {
    @Test(arguments: [
        ("Heat", "H"),
        ("The Lord of the Rings", "LR"),
        ("Star Wars: Episode IV – A New Hope", "SH"),
        ("Toy Story 2", "T2"),
        ("2001: A Space Odyssey", "2O"),
        ("Amélie", "A"),
        ("8½", "8"),
        ("The", "T"),
        ("<script>alert(1)</script>", "SS"),
        ("M*A*S*H", "MH"),
        ("七人の侍", "七"),
        ("", "?"),
        ("!!!", "?"),
    ])
    func initialsComeFromTheFirstAndLastWords(title: String, initials: String) {
        #expect(PosterPlaceholderViewModel(title: title, id: "1").initials == initials)
    }

    @Test func asciiTitlesGetTheInitialsOfTheGeneralRule() {
        // ASCII titles take a byte-wise path; it must agree with splitting on Unicode letters and
        // numbers for every kind of ASCII separator and letter case.
        func reference(_ title: String) -> String {
            let words = title.split { !($0.isLetter || $0.isNumber) }.map(String.init)
            let major = words.filter { !["a", "an", "and", "at", "in", "of", "on", "the", "to"].contains($0.lowercased()) }
            let candidates = major.isEmpty ? words : major
            let chosen = candidates.count > 1 ? [candidates[0], candidates[candidates.count - 1]] : candidates
            let initials = chosen.compactMap(\.first).map { String($0).uppercased() }.joined()
            return initials.isEmpty ? "?" : initials
        }
        let alphabet = Array("aZ09 the of\t\r\n-_.:'\"@[`{~/\u{7F}\u{1}AnDz")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(alphabet.count))
        }
        for index in 0..<2_000 {
            let title = String((0..<(index % 40)).map { _ in alphabet[next()] })
            #expect(PosterPlaceholderViewModel(title: title, id: "1").initials == reference(title), "\(title.debugDescription)")
        }
    }

    @Test func theHueDependsOnlyOnTheID() {
        let hues = (0..<200).map { PosterPlaceholderViewModel(title: "Same", id: "id-\($0)").hue }
        #expect(hues.allSatisfy { (0..<360).contains($0) })
        #expect(Set(hues).count > 100, "ids spread over the colour wheel")
        #expect(PosterPlaceholderViewModel(title: "A", id: "949").hue == PosterPlaceholderViewModel(title: "B", id: "949").hue)
        #expect(PosterPlaceholderViewModel(title: "A", id: "949").hue == 83, "the same on every machine and run")
    }

    @Test func listItemsAndDetailsCarryThePlaceholder() {
        let movie = Movie(id: "949", title: "Heat")
        #expect(MoviesListItemViewModel(movie: movie).placeholder == PosterPlaceholderViewModel(title: "Heat", id: "949"))
        #expect(MovieDetailsViewModel(movie: movie).placeholder.initials == "H")
    }
}
