import Domain
import Foundation
import Presentation
@testable import Rendering
import Testing

/// A person's page, and the links to it from a film's page, in both formats.
@Suite struct PersonPageGoldenTests {
    static let filmography = Filmography(personKey: PersonSlug.slug(for: "Michael Mann"), name: "Michael Mann", entries: [
        .init(role: .cast, film: CreditedFilm(id: "9", title: "The Insider [cameo]", year: 1999)),
        .init(role: .director, film: CreditedFilm(id: "42", title: "Heat", year: 1995)),
        .init(role: .director, film: CreditedFilm(id: "7", title: "Thief", year: 1981)),
        .init(role: .director, film: CreditedFilm(id: "9", title: "The Insider [cameo]", year: 1999)),
        .init(role: .director, film: CreditedFilm(id: "1", title: "Untitled", year: nil)),
    ])

    @Test func personPage() throws {
        let page = PersonPage(person: PersonViewModel(filmography: Self.filmography))
        #expect(page.path == "person/michael-mann/index.html")
        let html = SiteRenderer(templates: .builtIn, options: SiteOptions())
        try Golden.expect(#require(html.files(for: page).first), matches: "person.html")
        let markdown = SiteRenderer(templates: .builtIn, options: SiteOptions(formats: [.markdown]))
        try Golden.expect(#require(markdown.files(for: page).first), matches: "person.md")
    }

    @Test func aFilmsNamesLinkToTheirPagesAndShowLiterallyInMarkdown() throws {
        let tricky = Fixtures.trickyTexts
        let movie = Movie(id: "5", title: "Tricky", directors: ["Jean-Pierre Jeunet", "[x](javascript:alert(1))"], cast: tricky)
        let page = MovieDetailsPage(details: Fixtures.details(movie), foundBy: [])
        let markdown = SiteRenderer(templates: .builtIn, options: SiteOptions(formats: [.markdown]))
        let file = try #require(markdown.files(for: page).first)
        try Golden.expect(file, matches: "movie-people.md")
        // libcmark shows every name as it is, each a link to its own page.
        let html = SiteRenderer(templates: .builtIn, options: SiteOptions())
        let body = String(decoding: try html.render(page).contents, as: UTF8.self)
        for name in movie.directors + tricky.prefix(12) {
            let escaped = name.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            let link = "<a href=\"../../person/\(PersonSlug.slug(for: name))/index.html\">\(escaped.trimmingCharacters(in: .whitespaces))</a>"
            #expect(body.contains(link), "\(name)")
        }
    }
}
