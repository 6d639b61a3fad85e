extension String {
    /// The string without surrounding white space (Unicode's White_Space: spaces, tabs, line
    /// ends), or nil when nothing is left. A string with none around it is returned as it is.
    var trimmedOrNil: String? {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isWhiteSpace }),
              let last = scalars.lastIndex(where: { !$0.isWhiteSpace })
        else { return nil }
        if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return self }
        return String(scalars[first...last])
    }
}

extension Optional where Wrapped == String {
    var trimmedOrNil: String? { self?.trimmedOrNil }
}

private extension Unicode.Scalar {
    /// Unicode's White_Space, answered for ASCII without the property tables (a film's every
    /// name is trimmed on each of its pages).
    var isWhiteSpace: Bool {
        isASCII ? value == 0x20 || (0x09...0x0D).contains(value) : properties.isWhitespace
    }
}
