@testable import Application
import Foundation
import Testing

/// What `marquee serve --watch` treats as a change.
@Suite struct WatchedInputsTests {
    private let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-watch-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/templates/partials", withIntermediateDirectories: true)
        try write("heat\n", to: "queries.txt")
        try write("{{title}}", to: "templates/index.md")
        try write("body {}", to: "templates/partials/style.css")
    }

    private func write(_ text: String, to relative: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + relative))
    }

    private var inputs: WatchedInputs {
        var configuration = AppConfiguration()
        configuration.queriesPath = folder + "/queries.txt"
        configuration.templatesPath = folder + "/templates"
        return WatchedInputs(configuration: configuration)
    }

    @Test func watchesTheQueryFileAndEveryTemplate() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let snapshot = inputs.snapshot()
        #expect(snapshot.files.keys.sorted() == [
            folder + "/queries.txt", folder + "/templates/index.md", folder + "/templates/partials/style.css",
        ])
        #expect(inputs.snapshot().changes(since: snapshot).isEmpty)
    }

    @Test func theSettingsFileIsWatchedFromBeforeItExists() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var configuration = AppConfiguration()
        configuration.queriesPath = folder + "/queries.txt"
        configuration.templatesPath = folder + "/templates"
        let watched = WatchedInputs(configuration: configuration, settingsPath: folder + "/marquee.toml")
        let before = watched.snapshot()
        try write("title = \"x\"\n", to: "marquee.toml")
        let created = watched.snapshot()
        #expect(created.changes(since: before) == [folder + "/marquee.toml"])
        #expect(watched.summary.hasPrefix(folder + "/marquee.toml, " + folder + "/queries.txt and "))
    }

    @Test func editsAdditionsAndRemovalsAreChanges() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let before = inputs.snapshot()

        try write("heat\nalien\n", to: "queries.txt")
        #expect(inputs.snapshot().changes(since: before) == [folder + "/queries.txt"])

        let edited = inputs.snapshot()
        try write("<p>{{title}}</p>", to: "templates/results.md")
        try FileManager.default.removeItem(atPath: folder + "/templates/partials/style.css")
        #expect(inputs.snapshot().changes(since: edited) == [folder + "/templates/partials/style.css", folder + "/templates/results.md"])

        let emptied = inputs.snapshot()
        try FileManager.default.removeItem(atPath: folder + "/queries.txt")
        #expect(inputs.snapshot().changes(since: emptied) == [folder + "/queries.txt"])
    }

    @Test func aSameSizeRewriteIsAChange() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let before = inputs.snapshot()
        Thread.sleep(forTimeInterval: 0.02)
        try write("HEAT\n", to: "queries.txt")
        #expect(inputs.snapshot().changes(since: before) == [folder + "/queries.txt"])
    }

    @Test func editorLeftoversAreIgnored() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let before = inputs.snapshot()
        try write("swap", to: "templates/.index.md.swp")
        try write("backup", to: "templates/index.md~")
        #expect(inputs.snapshot().changes(since: before).isEmpty)
    }
}
