import Foundation
import TestSupport

/// A temporary working directory for one end-to-end test.
typealias Workspace = TemporaryDirectory

extension Workspace {
    /// Every file below `relative`, with its bytes.
    func tree(_ relative: String) -> [String: Data] {
        var result: [String: Data] = [:]
        for file in files(in: relative) {
            result[file] = FileManager.default.contents(atPath: path(relative) + "/" + file)
        }
        return result
    }

    func marquee(_ arguments: String..., input: Data? = nil) async throws -> MarqueeProcess.Result {
        try await MarqueeProcess.run(arguments, in: path, input: input)
    }
}
