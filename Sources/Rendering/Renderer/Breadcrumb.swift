import Presentation

/// One step of the trail from the home page to the current page.
struct Breadcrumb {
    let name: String
    /// The HTML site path; nil for the current page.
    let path: String?

    static func home(_ localization: Localization) -> Breadcrumb {
        Breadcrumb(name: localization.text(.layoutHome), path: SitePath.index)
    }
}
