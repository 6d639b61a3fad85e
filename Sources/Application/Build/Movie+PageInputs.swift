import Domain
import Presentation
import Rendering

extension Movie {
    /// How many stored properties ``pageInputs(foundBy:collections:posters:)`` covers; a test compares it
    /// with `Movie`'s own, so that a new property cannot be left out (its page would then be kept
    /// when only that property changed).
    static let pageInputsPropertyCount = 20

    /// Everything a movie's page is made from: the film with its details (every property), the
    /// searches that found it, the collection pages it links to and where its poster is.
    func pageInputs(foundBy: [SearchLink], collections: [CollectionLink], posters: PosterURLBuilder) -> PageInputs {
        var inputs = PageInputs(kind: "movie")
        inputs.append(posters.url(forPosterPath: posterPath))
        inputs.append(id)
        inputs.append(title)
        inputs.append(originalTitle)
        inputs.append(releaseDate?.year)
        inputs.append(releaseDate?.month)
        inputs.append(releaseDate?.day)
        inputs.append(year)
        inputs.append(overview)
        inputs.append(genres)
        inputs.append(posterPath)
        inputs.append(rating)
        inputs.append(voteCount)
        inputs.append(runtimeMinutes)
        inputs.append(directors)
        inputs.append(cast)
        inputs.append(isCastInBillingOrder)
        inputs.append(certification)
        inputs.append(languages)
        inputs.append(countries)
        inputs.append(awards)
        inputs.append(boxOffice)
        inputs.append(imdbID)
        inputs.appendCount(foundBy.count)
        for search in foundBy {
            inputs.append(search.query)
            inputs.append(search.slug)
        }
        inputs.appendCount(collections.count)
        for link in collections {
            inputs.append(link.kind.rawValue)
            inputs.append(link.name)
            inputs.append(link.slug)
        }
        return inputs
    }
}

extension Movie {
    /// What this film, as the searches found it, gives the pages of the people `credits` name:
    /// the film as their pages list it (``CreditedFilm``) and every credit with its name and
    /// role. A person whose films all give what they gave the last build has that build's page
    /// (``PersonPageSources``).
    func personPageInputs(credits: [Credit]) -> PageInputs {
        var inputs = PageInputs(kind: "person-sources")
        inputs.append(id)
        inputs.append(title)
        inputs.append(year)
        inputs.appendCount(credits.count)
        for credit in credits {
            inputs.append(credit.personKey)
            inputs.append(credit.role.rawValue)
            inputs.append(credit.name)
        }
        return inputs
    }
}

extension Movie {
    /// A digest of every property of the film and of where its poster is: everything its list
    /// item (on a genre's or a year's page) is made from.
    func listItemDigest(posters: PosterURLBuilder) -> PageDigest {
        pageInputs(foundBy: [], collections: [], posters: posters).digest
    }
}
