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

extension Workspace {
    /// The text of the catalog compiled into marquee (Sources/Data/Resources/catalog.tsv), for
    /// tests that hand marquee another catalog through `MARQUEE_CATALOG_TSV`.
    static func embeddedCatalog() throws -> String {
        try String(contentsOf: MarqueeProcess.packageRoot.appendingPathComponent("Sources/Data/Resources/catalog.tsv"), encoding: .utf8)
    }
}
