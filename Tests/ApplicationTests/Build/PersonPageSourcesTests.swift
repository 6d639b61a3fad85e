@testable import Application
import Domain
import Rendering
import Testing

/// Which people's pages a build makes again: those credited, in either build, on a film whose
/// outline or credits changed, or that arrived or left.
@Suite struct PersonPageSourcesTests {
    private static func digest(_ id: String, title: String = "Title", credits: [(String, Credit.Role)]) -> PageDigest {
        let movie = Movie(id: id, title: title, year: 1990, genres: ["Drama"])
        return movie.personPageInputs(credits: credits.map { Credit(personKey: $0.0, name: $0.0, role: $0.1, film: CreditedFilm(movie)) }).digest
    }

    /// The last build's lines: films 1 (ann, bob), 2 (cat) and 3 (dan, as director and cast).
    private static func lastBuild() -> PersonPageSources {
        let sources = PersonPageSources()
        sources.record(movieID: "1", entry: .init(digest: digest("1", credits: [("ann", .director), ("bob", .cast)]), personKeys: ["ann", "bob"]))
        sources.record(movieID: "2", entry: .init(digest: digest("2", credits: [("cat", .cast)]), personKeys: ["cat"]))
        sources.record(movieID: "3", entry: .init(digest: digest("3", credits: [("dan", .director), ("dan", .cast)]), personKeys: ["dan", "dan"]))
        return sources
    }

    @Test func withoutALastBuildEveryPageIsMade() {
        #expect(Self.lastBuild().peopleToRemake() == nil)
    }

    @Test func theSameFilmsRemakeNobody() {
        let sources = PersonPageSources(previousLines: Substring(Self.lastBuild().lines))
        sources.record(movieID: "3", entry: .init(digest: Self.digest("3", credits: [("dan", .director), ("dan", .cast)]), personKeys: ["dan", "dan"]))
        sources.record(movieID: "1", entry: .init(digest: Self.digest("1", credits: [("ann", .director), ("bob", .cast)]), personKeys: ["ann", "bob"]))
        sources.record(movieID: "2", entry: .init(digest: Self.digest("2", credits: [("cat", .cast)]), personKeys: ["cat"]))
        #expect(sources.peopleToRemake() == [])
        #expect(sources.lines.split(separator: "\n").sorted() == Self.lastBuild().lines.split(separator: "\n").sorted())
    }

    @Test func aChangedFilmRemakesWhomItCreditsInEitherBuild() {
        let sources = PersonPageSources(previousLines: Substring(Self.lastBuild().lines))
        // Film 1 lost bob and gained eve; film 2 was retitled; film 3 is as it was.
        sources.record(movieID: "1", entry: .init(digest: Self.digest("1", credits: [("ann", .director), ("eve", .cast)]), personKeys: ["ann", "eve"]))
        sources.record(movieID: "2", entry: .init(digest: Self.digest("2", title: "Retitled", credits: [("cat", .cast)]), personKeys: ["cat"]))
        sources.record(movieID: "3", entry: .init(digest: Self.digest("3", credits: [("dan", .director), ("dan", .cast)]), personKeys: ["dan", "dan"]))
        #expect(sources.peopleToRemake() == ["ann", "bob", "eve", "cat"])
    }

    @Test func aRoleOrNameChangeIsAChange() {
        let sources = PersonPageSources(previousLines: Substring(Self.lastBuild().lines))
        sources.record(movieID: "3", entry: .init(digest: Self.digest("3", credits: [("dan", .cast)]), personKeys: ["dan"]))
        #expect(sources.peopleToRemake()?.contains("dan") == true)
    }

    @Test func filmsThatArriveOrLeaveRemakeTheirPeople() {
        let sources = PersonPageSources(previousLines: Substring(Self.lastBuild().lines))
        sources.record(movieID: "1", entry: .init(digest: Self.digest("1", credits: [("ann", .director), ("bob", .cast)]), personKeys: ["ann", "bob"]))
        sources.record(movieID: "4", entry: .init(digest: Self.digest("4", credits: [("fay", .cast), ("ann", .cast)]), personKeys: ["fay", "ann"]))
        // Films 2 and 3 left.
        #expect(sources.peopleToRemake() == ["cat", "dan", "fay", "ann"])
    }

    @Test func eachFilmIsOneLineWithItsPeopleOnce() {
        let lines = Self.lastBuild().lines.split(separator: "\n")
        #expect(lines.count == 3)
        let fields = lines[2].split(separator: "\t")
        #expect(fields.count == 3 && fields[0] == "3" && fields[2] == "dan")
        #expect(fields[1].count == PageDigest.compactTextLength)
    }

    @Test func aFilmRecordedAsInTheLastBuildKeepsItsLineAndChangesNobody() {
        let last = Self.lastBuild()
        let sources = PersonPageSources(previousLines: Substring(last.lines))
        #expect(sources.hasLastBuildLine(of: "1") && !sources.hasLastBuildLine(of: "4"))
        #expect(sources.recordAsInLastBuild(movieID: "1") && sources.recordAsInLastBuild(movieID: "3"))
        #expect(!sources.recordAsInLastBuild(movieID: "4"), "not in the last build")
        sources.record(movieID: "2", entry: .init(digest: Self.digest("2", title: "Retitled", credits: [("cat", .cast)]), personKeys: ["cat"]))
        #expect(sources.peopleToRemake() == ["cat"])
        #expect(sources.people().map { Set($0.unchanged) } == ["ann", "bob", "dan"])
        let lines = sources.lines.split(separator: "\n")
        #expect(Set(lines.filter { !$0.hasPrefix("2\t") }) == Set(last.lines.split(separator: "\n").filter { !$0.hasPrefix("2\t") }))
        // Pages of people made again read the credits of every film crediting them.
        #expect(sources.filmsRecordedUnread(crediting: ["bob", "cat"]) == ["1"])
        #expect(sources.filmsRecordedUnread(crediting: ["dan", "ann"]) == ["1", "3"])
        #expect(sources.filmsRecordedUnread(crediting: []) == [])
        #expect(PersonPageSources().filmsRecordedUnread(crediting: ["ann"]) == [])
    }

    /// Keys longer than a short string holds, keys that begin alike and keys that hold others.
    @Test func theFilmsCreditingPeopleAreFoundByTheirWholeKeys() {
        let keys = ["jean-pierre-jeunet-1953", "jean-pierre-jeunet", "ann", "anna", "ann-2", "zoë-kazan"]
        let last = PersonPageSources()
        for (index, key) in keys.enumerated() {
            last.record(movieID: String(index), entry: .init(digest: Self.digest(String(index), credits: [(key, .cast)]), personKeys: ["bob", key]))
        }
        let sources = PersonPageSources(previousLines: Substring(last.lines))
        for index in keys.indices { sources.recordAsInLastBuild(movieID: String(index)) }
        for (index, key) in keys.enumerated() {
            #expect(sources.filmsRecordedUnread(crediting: [key]) == [String(index)], "\(key)")
        }
        #expect(sources.filmsRecordedUnread(crediting: ["jean-pierre", "an", "anna-2", "zoe-kazan"]) == [])
        #expect(sources.filmsRecordedUnread(crediting: ["bob"]) == keys.indices.map(String.init))
    }
}
