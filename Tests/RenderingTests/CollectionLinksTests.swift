import Domain
import Foundation
import Presentation
import Rendering
import Testing

/// A site's links to its genre and year pages, as a movie's page shows them, and as the build
/// memo keeps them.
@Suite struct CollectionLinksTests {
    private static let collections = SiteCollections(MovieCollectionsViewModel(movies: [
        MovieOutline(id: "1", title: "Heat", year: 1995, genres: ["Crime", "Drama"]),
        MovieOutline(id: "2", title: "Alien", year: 1979, genres: ["Horror"]),
        MovieOutline(id: "3", title: "Ronin", year: nil, genres: ["crime"]),
    ]))

    @Test func aMovieLinksToItsGenresThenItsYear() {
        let links = Self.collections.links(genres: ["Drama", "Crime", "Drama", "Western"], year: "1995")
        #expect(links.map(\.kind) == [.genre, .genre, .year])
        #expect(links.map(\.name) == ["Drama", "Crime", "1995"])
        #expect(links[2].slug == "1995")
        #expect(Self.collections.links(genres: [], year: "2001").isEmpty)
    }

    @Test func theMemoKeepsThemAsTheyAre() throws {
        let links = Self.collections.collectionLinks
        let decoded = try JSONDecoder().decode(CollectionLinks.self, from: try JSONEncoder().encode(links))
        #expect(decoded == links)
        for (genres, year) in [(["Crime"], "1995"), (["crime", "Horror"], "1979"), (["Drama"], "")] {
            #expect(decoded.links(genres: genres, year: year) == links.links(genres: genres, year: year))
        }
        // Crime and crime share a name but for case: their folders differ.
        let crime = links.links(genres: ["Crime", "crime"], year: "")
        #expect(crime.count == 2 && crime[0].slug != crime[1].slug)
    }
}
