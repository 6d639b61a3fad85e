/// Where the pages of a genre or a year break.
///
/// A page breaks before a film chosen by its id (a stable hash of it), once the page holds
/// ``minimum`` films, or when it holds ``maximum``. So a film that joins or leaves a collection
/// changes the page it is on, and seldom another: the other pages keep their films and their
/// addresses, which a clean build of the same films gives too.
public struct CollectionPaging: Sendable, Hashable {
    /// The fewest films on a page, but on the only page or the last one when the page before is full.
    public let minimum: Int
    /// One film in `divisor`, on average, may start a page.
    public let divisor: UInt64
    /// The most films on a page.
    public let maximum: Int

    /// About 20 films a page, from 10 to 40.
    public static let standard = CollectionPaging(minimum: 10, divisor: 12, maximum: 40)

    /// `size` films to a page, the last page with the rest.
    public static func fixed(_ size: Int) -> CollectionPaging {
        CollectionPaging(minimum: size, divisor: 1, maximum: size)
    }

    public init(minimum: Int, divisor: UInt64, maximum: Int) {
        self.minimum = max(1, minimum)
        self.divisor = max(1, divisor)
        self.maximum = max(self.minimum, maximum)
    }

    /// The pages of `ids` (a collection's films in order), as ranges of their positions; one empty
    /// range when there are none.
    public func split<IDs: RandomAccessCollection<String>>(_ ids: IDs) -> [Range<Int>] where IDs.Index == Int {
        var pages: [Range<Int>] = []
        var start = 0
        for index in ids.indices.dropFirst() {
            let length = index - start
            if length >= maximum || (length >= minimum && startsPage(ids[index])) {
                pages.append(start..<index)
                start = index
            }
        }
        let last = start..<ids.count
        if let previous = pages.last, last.count < minimum, previous.count + last.count <= maximum {
            pages[pages.count - 1] = previous.lowerBound..<ids.count
        } else {
            pages.append(last)
        }
        return pages
    }

    private func startsPage(_ id: String) -> Bool {
        FNV1a64.hash(id) % divisor == 0
    }
}
