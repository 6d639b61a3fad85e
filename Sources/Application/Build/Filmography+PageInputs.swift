import Domain
import Rendering

extension Filmography {
    /// Everything a person's page is made from: the person and each credited film as the page
    /// lists it, in the order the store gives them.
    var pageInputs: PageInputs {
        var inputs = PageInputs(kind: "person")
        inputs.append(personKey)
        inputs.append(name)
        inputs.appendCount(entries.count)
        for entry in entries {
            inputs.append(entry.role.rawValue)
            inputs.append(entry.film.id)
            inputs.append(entry.film.title)
            inputs.append(entry.film.year)
        }
        return inputs
    }
}
