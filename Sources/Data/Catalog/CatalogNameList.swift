import Foundation

/// Splits the catalog's `, `-separated lists ("Drama, Crime"; "Ed Begley, Jr., Cher") into items,
/// keeping generational suffixes with the name they belong to.
enum CatalogNameList {
    private static let suffixes: Set<String> = ["Jr.", "Jr", "Sr.", "Sr", "II", "III", "IV"]

    static func split(_ text: String) -> [String] {
        var items: [String] = []
        for part in text.components(separatedBy: ", ") {
            let item = part.trimmingCharacters(in: .whitespaces)
            guard !item.isEmpty else { continue }
            if suffixes.contains(item), let previous = items.popLast() {
                items.append("\(previous), \(item)")
            } else {
                items.append(item)
            }
        }
        return items
    }
}
