extension String {
    /// The string without surrounding white space (Unicode's White_Space: spaces, tabs, line
    /// ends), or nil when nothing is left. A string with none around it is returned as it is.
    var trimmedOrNil: String? {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return nil }
        if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return self }
        return String(scalars[first...last])
    }
}

extension Optional where Wrapped == String {
    var trimmedOrNil: String? { self?.trimmedOrNil }
}
