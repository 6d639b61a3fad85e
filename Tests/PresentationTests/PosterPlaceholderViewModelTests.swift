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
