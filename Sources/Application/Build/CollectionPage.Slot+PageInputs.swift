import Domain
import Rendering

extension CollectionPage.Slot {
    /// Everything a page of a genre or a year is made from: the collection, which of its pages
    /// this is, and each film's list item (``Movie/listItemDigest(posters:)``), in order; nil when
    /// one of those is unknown.
    func pageInputs(listItems: [Movie.Identifier: PageDigest]) -> PageInputs? {
        var inputs = PageInputs(kind: "collection")
        inputs.append(link.kind.rawValue)
        inputs.append(link.name)
        inputs.append(link.slug)
        inputs.append(collection.name)
        inputs.append(collection.key)
        inputs.append(collection.screenTitle)
        inputs.append(collection.countText)
        inputs.append(page)
        inputs.append(pageCount)
        inputs.appendCount(movieIDs.count)
        for id in movieIDs {
            guard let item = listItems[id] else { return nil }
            inputs.append(id)
            inputs.append(item)
        }
        return inputs
    }
}
