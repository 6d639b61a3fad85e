/// The page a web server shows for an address the site does not have.
public struct NotFoundPage: Sendable {
    public init() {}
}
