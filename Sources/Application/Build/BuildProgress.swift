/// Hears how a build goes, query by query.
@MainActor
public protocol BuildProgress: AnyObject {
    func buildStarted(queryCount: Int)
    func queryStarted(query: String)
    func pageLoaded(query: String, page: Int)
    /// `completed` queries of `count` are done, this one included.
    func queryFinished(completed: Int, of count: Int, result: BuildReport.Query)
    func renderingDetails(movieCount: Int)
    /// Something worth a warning that does not change a query's status.
    func notice(_ message: String)
    /// The build is over (published or not); nothing more will be reported.
    func buildFinished()
}
