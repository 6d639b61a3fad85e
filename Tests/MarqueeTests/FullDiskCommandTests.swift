import Foundation
import Infrastructure
import Testing

/// The state folder and the output on a real full disk: a small tmpfs mounted in a private mount
/// namespace (`unshare --mount`, so nothing leaks out of the test), which needs root.
@Suite(.serialized) struct FullDiskCommandTests {
    /// Why the test cannot run here, or nil when it can.
    private static var skipReason: String? {
        guard MarqueeProcess.isRoot else { return "not root: mounting a tmpfs needs root" }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return "no /usr/bin/unshare" }
        return nil
    }

    /// Runs inside the namespace; every outcome is left in files of the workspace, since the
    /// mounts vanish with the namespace.
    private static let script = #"""
        set -u
        marquee() { "$MARQUEE" build --queries q.txt --state st/state.sqlite "$@"; }
        # The catalog database on the state disk too, as it was before the cache folder.
        export MARQUEE_CACHE_DIR="$PWD/st"
        mkdir -p st out before after
        mount -t tmpfs -o size=32m tmpfs st && mount -t tmpfs -o size=16m tmpfs out || exit 99
        printf 'heat\nlove\n' > q.txt
        marquee --output out/site > /dev/null 2>&1; echo $? > code.first
        cp st/state.sqlite st/catalog.sqlite before/
        (cd out && find site -type f | sort | xargs sha256sum) > site.before
        # The state disk full but for 40 KiB: the state file opens, the catalog cannot.
        dd if=/dev/zero of=st/filler bs=64k 2> /dev/null; truncate -s -40k st/filler
        marquee --output out/site 2> stderr.unchanged; echo $? > code.unchanged
        printf 'heat\nlove\nalien\n' > q.txt
        marquee --output out/site 2> stderr.changed; echo $? > code.changed
        cp st/state.sqlite st/catalog.sqlite after/
        rm st/filler
        # The output disk full: the staged site does not fit.
        dd if=/dev/zero of=out/filler bs=64k 2> /dev/null; truncate -s -64k out/filler
        marquee --output out/site 2> stderr.output; echo $? > code.output
        (cd out && find site -type f | sort | xargs sha256sum) > site.after
        ls -A out > out.listing
        rm out/filler
        marquee --output out/site > /dev/null 2>&1; echo $? > code.freed
        """#

    @Test func aFullDiskIsSaidToBeFullAndDamagesNothing() async throws {
        if let reason = Self.skipReason {
            print("FullDiskCommandTests skipped: \(reason)")
            return
        }
        let workspace = try Workspace()
        defer { workspace.remove() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        process.arguments = ["--mount", "--propagation", "private", "/bin/bash", "-c", Self.script]
        process.currentDirectoryURL = workspace.url
        process.environment = ProcessInfo.processInfo.environment.merging(["MARQUEE": MarqueeProcess.executable.path]) { $1 }
        try process.run()
        try await MarqueeProcess.finish(process)
        try #require(process.terminationStatus != 99, "the tmpfs could not be mounted")
        func code(_ name: String) -> String? { workspace.read("code.\(name)")?.trimmingCharacters(in: .whitespacesAndNewlines) }

        #expect(code("first") == "0")
        for step in ["unchanged", "changed", "output"] {
            let message = workspace.read("stderr.\(step)") ?? ""
            #expect(code(step) == "1", "\(step): \(message)")
            #expect(message.contains("is full"), "\(step): \(message)")
            #expect(!message.contains("damaged") && !message.contains("rebuilding") && !message.contains("state reset"), "\(step): \(message)")
        }
        #expect(workspace.read("stderr.output")?.contains("out/site is full") == true, "\(workspace.read("stderr.output") ?? "")")
        #expect(workspace.read("site.after") == workspace.read("site.before"), "the published site changed")
        #expect(workspace.read("out.listing") == "filler\nsite\n", "a staging folder or the lock file was left behind")
        #expect(code("freed") == "0")

        for database in ["state.sqlite", "catalog.sqlite"] {
            let before = try SQLiteConnection(path: workspace.path("before/\(database)"), mode: .readOnly)
            let after = try SQLiteConnection(path: workspace.path("after/\(database)"), mode: .readOnly)
            #expect(try after.query("PRAGMA integrity_check", []) { try $0.string(0) } == ["ok"], "\(database)")
            let tables = try before.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name", []) { try $0.string(0) }
            #expect(!tables.isEmpty)
            for table in tables {
                let count = "SELECT count(*) FROM \"\(table)\""
                #expect(try after.query(count, []) { try $0.int(0) } == before.query(count, []) { try $0.int(0) }, "\(database) \(table)")
            }
        }
    }
}
