import Foundation

/// How long each step of a build took, in the order the steps ran: the report's `phases`, and a
/// debug line, so that a slow build says where its time went.
public struct BuildPhases: Sendable {
    /// The steps ended so far.
    public private(set) var steps: [BuildReport.Phase] = []
    private var mark = ContinuousClock.now

    /// Starts the clock of the first step.
    public init() {}

    /// Ends the step that ran since the last one ended (or since this value was made) as `name`.
    public mutating func end(_ name: String) {
        let now = ContinuousClock.now
        steps.append(BuildReport.Phase(name: name, seconds: mark.duration(to: now).seconds))
        mark = now
    }

    /// Adds the steps `other` timed (a part of the build timed on its own), and restarts the
    /// clock of the next step.
    public mutating func append(_ other: BuildPhases) {
        steps += other.steps
        mark = .now
    }

    /// `searches 0.81 s, movie_pages 0.52 s, ...`.
    public var summary: String {
        steps.map { "\($0.name) \(String(format: "%.2f", $0.seconds)) s" }.joined(separator: ", ")
    }
}
