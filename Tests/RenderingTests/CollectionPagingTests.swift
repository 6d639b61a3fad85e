import Domain
import Foundation
import Presentation
@testable import Rendering
import Testing

/// Where a genre's or a year's pages break, and what one film more changes.
@Suite struct CollectionPagingTests {
    /// `count` ids that look like a catalog's, the same at every run.
    private static func ids(_ count: Int, seed: UInt64) -> [String] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return String(state >> 40)
        }
    }

    @Test func fixedPagingCutsEverySizeFilms() {
        let ids = (1...5).map(String.init)
        #expect(CollectionPaging.fixed(2).split(ids) == [0..<2, 2..<4, 4..<5])
        #expect(CollectionPaging.fixed(2).split([]) == [0..<0])
        #expect(CollectionPaging.standard.split(["1"]) == [0..<1])
    }

    @Test func pagesHoldFromTheMinimumToTheMaximumAndEveryFilmOnce() {
        let paging = CollectionPaging.standard
        for seed in 1...20 as ClosedRange<UInt64> {
            let ids = Self.ids(700, seed: seed)
            let pages = paging.split(ids)
            #expect(pages.first?.lowerBound == 0)
            #expect(pages.last?.upperBound == ids.count)
            #expect(zip(pages, pages.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
            #expect(pages.allSatisfy { $0.count <= paging.maximum })
            #expect(pages.dropLast().allSatisfy { $0.count >= paging.minimum })
            let mean = Double(ids.count) / Double(pages.count)
            #expect((15...26).contains(mean), "about 20 films a page, not \(mean)")
        }
    }

    /// The pages that differ after one film joins: a page that starts at another film, or holds
    /// other films, or has another page before or after it.
    private static func changedPages(before: [String], after: [String], paging: CollectionPaging) -> Int {
        func pages(_ ids: [String]) -> [String: [String]] {
            let parts = paging.split(ids)
            var pages: [String: [String]] = [:]
            for (position, part) in parts.enumerated() {
                let start = position == 0 ? "" : ids[part.lowerBound]
                let neighbours = [position > 0 ? ids[parts[position - 1].lowerBound] : "-", position + 1 < parts.count ? ids[parts[position + 1].lowerBound] : "-"]
                pages[start] = neighbours + Array(ids[part])
            }
            return pages
        }
        let old = pages(before), new = pages(after)
        return new.filter { old[$0.key] != $0.value }.count + old.keys.filter { new[$0] == nil }.count
    }

    @Test func aFilmMoreChangesItsOwnPageAndSeldomAnother() {
        var changed: [Int] = []
        var changedWithFixedPages: [Int] = []
        for seed in 1...200 as ClosedRange<UInt64> {
            let ids = Self.ids(1_000, seed: seed)
            let newcomer = Self.ids(1, seed: seed &* 7_919)[0]
            let position = Int(seed * 37 % 1_000)
            let after = Array(ids[..<position]) + [newcomer] + Array(ids[position...])
            changed.append(Self.changedPages(before: ids, after: after, paging: .standard))
            changedWithFixedPages.append(Self.changedPages(before: ids, after: after, paging: .fixed(20)))
        }
        let mean = Double(changed.reduce(0, +)) / Double(changed.count)
        let fixedMean = Double(changedWithFixedPages.reduce(0, +)) / Double(changedWithFixedPages.count)
        #expect(mean <= 3, "pages changed by one film, on average: \(mean)")
        #expect(changed.max() ?? 0 <= 12)
        #expect(fixedMean > 10 * mean, "fixed pages of 20 shift from the new film to the end: \(fixedMean)")
    }

    @Test func theFirstPageListsEveryPageAndEachLinksItsNeighbours() throws {
        let movies = (1...60).map { MovieOutline(id: String($0 * 7_919), title: String(format: "Film %03d", $0), year: 2000, genres: ["Drama"]) }
        let collections = SiteCollections(MovieCollectionsViewModel(movies: movies))
        let drama = collections.pages.filter { $0.link.name == "Drama" }
        #expect(drama.count > 1)
        #expect(drama.flatMap(\.movieIDs) == movies.map(\.id))
        let first = try #require(drama.first)
        #expect(first.range.start == nil && first.path == "genre/drama/index.html")
        #expect(first.index == drama.map(\.range))
        #expect(drama.dropFirst().allSatisfy { $0.index.isEmpty && $0.range.start == $0.movieIDs.first })
        #expect(drama.dropFirst().allSatisfy { $0.path == "genre/drama/from/\($0.movieIDs.first ?? "")/index.html" })
        for (page, next) in zip(drama, drama.dropFirst()) {
            #expect(page.next == next.range && next.previous == page.range)
            #expect(page.range.lastTitle == movies.first { $0.id == page.movieIDs.last }?.title)
        }
        #expect(first.previous == nil && drama.last?.next == nil)
    }

    @Test func runsOfCollectionsGiveEveryPageOnceInOrder() {
        let genres = ["Drama", "Crime", "Comedy", "War"]
        let movies = (1...300).map {
            MovieOutline(id: String($0 * 7_919), title: "Film \($0)", year: 1990 + $0 % 7, genres: [genres[$0 % 4], genres[$0 % 3]])
        }
        let collections = SiteCollections(MovieCollectionsViewModel(movies: movies))
        let all = collections.pages
        for size in [1, 5, 12, 1_000] {
            let runs = collections.pageRuns(ofAbout: size)
            #expect(runs.first?.lowerBound == 0 && zip(runs, runs.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
            #expect(runs.flatMap { collections.pages(in: $0).map(\.path) } == all.map(\.path), "size \(size)")
            #expect(runs.dropLast().allSatisfy { collections.pages(in: $0).count >= size })
        }
        #expect(collections.pageRuns(ofAbout: 1_000).count == 1)
        #expect(collections.pageRuns(ofAbout: 1).count == genres.count + 7, "a run for each genre and year")
    }
}
