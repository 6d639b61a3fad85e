/// Why a template set could not be loaded.
public struct RenderingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What Marquee was doing.
    public enum Step: String, Sendable, Hashable {
        case readTemplates = "reading templates"
        case readTemplate = "reading a template"
        case parseTemplate = "parsing a template"
    }

    public let step: Step
    /// The file or directory concerned.
    public let path: String
    /// Where in the file, 1-based, when known.
    public let line: Int?
    public let column: Int?
    /// What is wrong, for a person to fix.
    public let reason: String

    public init(step: Step, path: String, line: Int? = nil, column: Int? = nil, reason: String) {
        self.step = step
        self.path = path
        self.line = line
        self.column = column
        self.reason = reason
    }

    public var description: String {
        var location = path
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return "Error \(step.rawValue) \(location): \(reason)"
    }
}
