/// Hears how a build goes, query by query.
@MainActor
public protocol BuildProgress: AnyObject {
    func buildStarted(queryCount: Int)
    func queryStarted(index: Int, of count: Int, query: String)
    func pageLoaded(index: Int, of count: Int, query: String, page: Int)
    func queryFinished(index: Int, of count: Int, result: BuildReport.Query)
    func renderingDetails(movieCount: Int)
}
