/// A name a template's variable or section tag looks up, and the line it is on.
struct TemplateReference: Sendable, Hashable {
    let name: String
    /// 1-based.
    let line: Int
    let isSection: Bool
}
