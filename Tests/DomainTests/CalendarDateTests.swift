import Domain
import Testing

@Suite struct CalendarDateTests {
    @Test func parsesISODates() {
        let date = CalendarDate(iso8601: "2009-01-19")
        #expect(date?.year == 2009)
        #expect(date?.month == 1)
        #expect(date?.day == 19)
        #expect(date?.description == "2009-01-19")
    }

    @Test(arguments: ["", "2009", "2009-1-19", "2009-13-01", "2009-02-29", "abcd-ef-gh", "2009-01-19T00:00"])
    func rejectsWhatIsNotARealDay(text: String) {
        #expect(CalendarDate(iso8601: text) == nil)
    }

    @Test func knowsLeapYears() {
        #expect(CalendarDate(iso8601: "2000-02-29") != nil)
        #expect(CalendarDate(iso8601: "1900-02-29") == nil)
        #expect(CalendarDate(iso8601: "2012-02-29") != nil)
    }

    @Test func ordersByDay() throws {
        let earlier = try #require(CalendarDate(iso8601: "1999-12-31"))
        let later = try #require(CalendarDate(iso8601: "2000-01-01"))
        #expect(earlier < later)
    }

    @Test func movieTakesItsYearFromTheReleaseDate() {
        let movie = Movie(id: "1", title: "Heat", releaseDate: CalendarDate(iso8601: "1995-12-15"))
        #expect(movie.year == 1995)
        #expect(Movie(id: "2", title: "Old", year: 1950).year == 1950)
    }
}
