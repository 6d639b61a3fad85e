import Domain
import Rendering

extension Filmography {
    /// Everything a person's page is made from: the person and each credited film's outline, in
    /// the order the store gives them.
    var pageInputs: PageInputs {
        var inputs = PageInputs(kind: "person")
        inputs.append(personKey)
        inputs.append(name)
        inputs.appendCount(entries.count)
        for entry in entries {
            inputs.append(entry.role.rawValue)
            inputs.append(entry.movie.id)
            inputs.append(entry.movie.title)
            inputs.append(entry.movie.year)
            inputs.append(entry.movie.genres)
        }
        return inputs
    }
}
