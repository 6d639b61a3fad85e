import Foundation
import Rendering
import Testing

/// Compares rendered files with the files in `Tests/RenderingTests/Golden`.
///
/// Run `UPDATE_GOLDEN=1 swift test --filter RenderingTests` to write the current output as the
/// new golden files, then review the diff.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Golden")

    static var isUpdating: Bool {
        ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1"
    }

    static func expect(_ file: RenderedFile, matches name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name)
        let actual = String(decoding: try file.contents, as: UTF8.self)
        if isUpdating {
            try Data(file.contents).write(to: url)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record(
                "No golden file \(name). Run `UPDATE_GOLDEN=1 swift test --filter RenderingTests` to create it, then review it.",
                sourceLocation: sourceLocation
            )
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard expected != actual else { return }
        Issue.record(
            "\(file.path) differs from golden file \(name):\n\(difference(expected: expected, actual: actual))\nIf the change is intended, run `UPDATE_GOLDEN=1 swift test --filter RenderingTests` and review the diff.",
            sourceLocation: sourceLocation
        )
    }

    /// The first differing line with a little context.
    static func difference(expected: String, actual: String) -> String {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let index = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        var lines = ["first difference at line \(index + 1):"]
        for offset in max(0, index - 2)..<index {
            lines.append("  \(expectedLines[offset])")
        }
        lines.append("- \(index < expectedLines.count ? String(expectedLines[index]) : "<end of file>")")
        lines.append("+ \(index < actualLines.count ? String(actualLines[index]) : "<end of file>")")
        return lines.joined(separator: "\n")
    }
}
