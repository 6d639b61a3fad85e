import Presentation

extension SiteCollections {
    /// A genre or a year, and where its pages break: what its pages' slots are made from.
    struct PagedCollection: Sendable {
        let link: CollectionLink
        let collection: MovieCollectionViewModel
        /// Each page's films, as positions in the collection's.
        let parts: [Range<Int>]
        /// Each page's first film and titles, in the same order.
        let ranges: [CollectionPageRange]

        /// - Parameters:
        ///   - parts: where its pages break (``CollectionPaging/split(_:)``).
        ///   - titles: by id, the titles of the first and last films of each page.
        init(_ collection: MovieCollectionViewModel, link: CollectionLink, parts: [Range<Int>], titles: [String: String]) {
            let ids = collection.movieIDs
            self.link = link
            self.collection = collection
            self.parts = parts
            ranges = parts.enumerated().map { position, part in
                CollectionPageRange(
                    start: position == 0 ? nil : ids[part.lowerBound],
                    firstTitle: part.first.flatMap { titles[ids[$0]] } ?? "",
                    lastTitle: part.last.flatMap { titles[ids[$0]] } ?? ""
                )
            }
        }

        var pageCount: Int { parts.count }

        /// Its pages' slots, in order; each page's films are a copy of its part of the collection's.
        func appendSlots(to slots: inout [CollectionPage.Slot]) {
            for (position, part) in parts.enumerated() {
                slots.append(CollectionPage.Slot(
                    link: link, collection: collection, range: ranges[position],
                    previous: position > 0 ? ranges[position - 1] : nil,
                    next: position + 1 < ranges.count ? ranges[position + 1] : nil,
                    index: position == 0 && ranges.count > 1 ? ranges : [],
                    movieIDs: ArraySlice(collection.movieIDs[part])
                ))
            }
        }
    }
}
