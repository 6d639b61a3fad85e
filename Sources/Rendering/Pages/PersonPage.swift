import Presentation

/// A person's page, at ``SitePath/person(slug:)``: their films on the site by role.
public struct PersonPage: Sendable {
    public let person: PersonViewModel

    public init(person: PersonViewModel) {
        self.person = person
    }

    /// The page's path; the person's key is their slug.
    public var path: String { SitePath.person(slug: person.personKey) }
}
