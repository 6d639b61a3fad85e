import Foundation

extension String {
    /// The string without surrounding white space, or nil when nothing is left.
    var trimmedOrNil: String? {
        let trimmed = trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}

extension Optional where Wrapped == String {
    var trimmedOrNil: String? { self?.trimmedOrNil }
}
