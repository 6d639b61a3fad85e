/// Parses Mustache text into ``TemplateNode``s, with the same whitespace rules as swift-mustache
/// (the parser of record, which has already accepted the text): a section, inverted section,
/// closing, comment or pragma tag alone on its line takes the whole line with it.
///
/// Throws ``Unsupported`` for what the compiled renderer does not do (partials, blocks,
/// transforms, set-delimiters); such templates are rendered by swift-mustache instead.
struct TemplateParser {
    /// The template uses a feature the compiled renderer leaves to swift-mustache.
    struct Unsupported: Error {}

    private let characters: [Character]
    private var position = 0
    /// Every name a variable or section tag looks up, in the order of the text.
    private var references: [TemplateReference] = []
    /// How many line breaks come before `linesCountedTo`: a tag's line is counted on from the
    /// previous tag's, not from the start of the text at every tag.
    private var linesCountedTo = 0
    private var lineBreaksBefore = 0

    init(_ text: String) {
        characters = Array(text)
    }

    static func parse(_ text: String) throws(Unsupported) -> [TemplateNode] {
        var parser = TemplateParser(text)
        return try parser.parseBlock(sectionName: nil, newLine: true)
    }

    /// The names `text` looks up, each with its line, for ``SiteTemplates/unknownNames(known:)``.
    static func references(in text: String) throws(Unsupported) -> [TemplateReference] {
        var parser = TemplateParser(text)
        _ = try parser.parseBlock(sectionName: nil, newLine: true)
        return parser.references
    }

    private var atEnd: Bool { position == characters.count }

    /// Records the name a tag starting before `position` looks up.
    private mutating func reference(_ name: String, isSection: Bool) {
        let end = min(position, characters.count)
        if end < linesCountedTo { (linesCountedTo, lineBreaksBefore) = (0, 0) }
        lineBreaksBefore += characters[linesCountedTo..<end].lazy.filter(\.isNewline).count
        linesCountedTo = end
        references.append(TemplateReference(name: name, line: 1 + lineBreaksBefore, isSection: isSection))
    }

    private var current: Character { atEnd ? "\0" : characters[position] }

    /// Parses until the end of the text or the closing tag of `sectionName`.
    private mutating func parseBlock(sectionName: String?, newLine startsOnNewLine: Bool) throws(Unsupported) -> [TemplateNode] {
        var nodes: [TemplateNode] = []
        var newLine = startsOnNewLine
        var whiteSpaceBefore = ""
        /// Adds `text` to the text node before it, if any, so that a page copies one piece of
        /// text between two tags rather than one a line.
        func appendText(_ text: String) {
            if case .text(let before)? = nodes.last {
                nodes[nodes.count - 1] = .text(before + text.utf8)
            } else {
                nodes.append(.text(Array(text.utf8)))
            }
        }
        func flushWhiteSpace() {
            if !whiteSpaceBefore.isEmpty {
                appendText(whiteSpaceBefore)
                whiteSpaceBefore = ""
            }
        }
        while !atEnd {
            if newLine { whiteSpaceBefore = readSpacesAndTabs() }
            let text = try readUntilTagOrNewline()
            if current.isNewline {
                appendText(whiteSpaceBefore + text + String(current))
                newLine = true
                position += 1
                continue
            }
            if !text.isEmpty {
                appendText(whiteSpaceBefore + text)
                whiteSpaceBefore = ""
                newLine = false
            }
            if atEnd { break }
            var setNewLine = false
            switch current {
            case "#", "^":
                let inverted = current == "^"
                position += 1
                let name = try readName()
                reference(name, isSection: true)
                if isStandalone(newLine) {
                    setNewLine = true
                } else {
                    flushWhiteSpace()
                }
                let children = try parseBlock(sectionName: name, newLine: setNewLine)
                nodes.append(inverted ? .invertedSection(TemplateName(name), children) : .section(TemplateName(name), children))
            case "/":
                position += 1
                let name = try readName()
                guard name == sectionName else { throw Unsupported() }
                if !isStandalone(newLine) { flushWhiteSpace() }
                return nodes
            case "!":
                position += 1
                try skip(past: "}}")
                setNewLine = isStandalone(newLine)
            case "{":
                flushWhiteSpace()
                position += 1
                let name = try readName()
                guard current == "}" else { throw Unsupported() }
                position += 1
                reference(name, isSection: false)
                nodes.append(.unescapedVariable(TemplateName(name)))
            case "&":
                flushWhiteSpace()
                position += 1
                let name = try readName()
                reference(name, isSection: false)
                nodes.append(.unescapedVariable(TemplateName(name)))
            case "%":
                position += 1
                nodes.append(.contentType(try readContentType()))
                setNewLine = isStandalone(newLine)
            case ">", "<", "$", "=":
                throw Unsupported()
            default:
                flushWhiteSpace()
                let name = try readName()
                reference(name, isSection: false)
                nodes.append(.variable(TemplateName(name)))
            }
            newLine = setNewLine
        }
        guard sectionName == nil else { throw Unsupported() }
        return nodes
    }

    private mutating func readSpacesAndTabs() -> String {
        var text = ""
        while !atEnd, current == " " || current == "\t" {
            text.append(current)
            position += 1
        }
        return text
    }

    /// Text up to a newline (`\n` or `\r\n`, not consumed) or past the next `{{`.
    private mutating func readUntilTagOrNewline() throws(Unsupported) -> String {
        var text = ""
        while !atEnd {
            let character = current
            if character == "\n" || character == "\r\n" { break }
            if character == "{" {
                guard position + 1 < characters.count else { throw Unsupported() }
                if characters[position + 1] == "{" {
                    position += 2
                    break
                }
            }
            text.append(character)
            position += 1
        }
        return text
    }

    private static let nameCharacters = Set<Character>("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*")

    private mutating func skipWhiteSpace() {
        while !atEnd, current.isWhitespace { position += 1 }
    }

    /// A tag's name and its closing `}}`.
    private mutating func readName() throws(Unsupported) -> String {
        skipWhiteSpace()
        var name = ""
        while !atEnd, Self.nameCharacters.contains(current) {
            name.append(current)
            position += 1
        }
        skipWhiteSpace()
        try skip(past: "}}", immediately: true)
        return name
    }

    private mutating func readContentType() throws(Unsupported) -> TemplateEscaping {
        skipWhiteSpace()
        var variable = ""
        while !atEnd, Self.nameCharacters.contains(current) { variable.append(current); position += 1 }
        skipWhiteSpace()
        guard current == ":" else { throw Unsupported() }
        position += 1
        skipWhiteSpace()
        var value = ""
        while !atEnd, Self.nameCharacters.contains(current) { value.append(current); position += 1 }
        skipWhiteSpace()
        try skip(past: "}}", immediately: true)
        guard variable == "CONTENT_TYPE", let escaping = TemplateEscaping(contentType: value) else { throw Unsupported() }
        return escaping
    }

    /// Moves past `delimiter`: the next characters, or (not `immediately`) its next occurrence.
    private mutating func skip(past delimiter: String, immediately: Bool = false) throws(Unsupported) {
        let wanted = Array(delimiter)
        while position + wanted.count <= characters.count {
            if Array(characters[position..<position + wanted.count]) == wanted {
                position += wanted.count
                return
            }
            if immediately { break }
            position += 1
        }
        throw Unsupported()
    }

    /// Whether a tag that started a line ends it: spaces and tabs then a newline (consumed) or
    /// the end of the text.
    private mutating func isStandalone(_ newLine: Bool) -> Bool {
        guard newLine else { return false }
        if atEnd { return true }
        var end = position
        while end < characters.count, characters[end] == " " || characters[end] == "\t" { end += 1 }
        guard end < characters.count, characters[end].isNewline else { return false }
        position = end + 1
        return true
    }
}
