import Domain
import Rendering

extension CollectionPage.Slot {
    /// Everything a page of a genre or a year is made from: the collection, where the page is
    /// and where its neighbours are, its index of pages and its count if it is the first, and each
    /// film's list item (``Movie/listItemDigest(posters:)``), in order; nil when one of those is
    /// unknown. A later page does not depend on the collection's count or on the other pages'
    /// films, so a film that joins the collection changes its own page and seldom another.
    func pageInputs(listItems: ListItemDigests) -> PageInputs? {
        var inputs = PageInputs(kind: "collection")
        inputs.append(link.kind.rawValue)
        inputs.append(link.name)
        inputs.append(link.slug)
        inputs.append(collection.name)
        inputs.append(collection.key)
        inputs.append(collection.screenTitle)
        inputs.append(range.start)
        inputs.append(range.firstTitle)
        inputs.append(range.lastTitle)
        inputs.append(previous?.start)
        inputs.append(previous != nil)
        inputs.append(next?.start)
        inputs.append(next != nil)
        if range.start == nil { inputs.append(collection.countText) }
        inputs.appendCount(index.count)
        for entry in index {
            inputs.append(entry.start)
            inputs.append(entry.firstTitle)
            inputs.append(entry.lastTitle)
        }
        inputs.appendCount(movieIDs.count)
        for id in movieIDs {
            guard let item = listItems[id] else { return nil }
            inputs.append(id)
            inputs.append(item)
        }
        return inputs
    }
}
