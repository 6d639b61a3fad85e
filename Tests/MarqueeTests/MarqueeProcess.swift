import Foundation

/// Runs the built `marquee` binary, the way a user or cron would.
struct MarqueeProcess {
    struct Result {
        let exitCode: Int32
        let standardOutput: String
        let standardError: String
    }

    /// The binary beside the test bundle (`.build/<config>/marquee`).
    static let executable: URL = {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = testBinary.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("marquee")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/marquee")
    }()

    /// The checkout's root folder, where Package.swift is.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// True when tests run as root, where file permissions do not bind: permission tests then run
    /// the binary as `nobody` through `setpriv`.
    static var isRoot: Bool { getuid() == 0 }

    /// A `marquee` process, not started yet.
    static func make(_ arguments: [String], in directory: String, environment: [String: String] = [:], asNobody: Bool = false) -> Process {
        let process = Process()
        if asNobody {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = Self.environment(environment)
        return process
    }

    /// The embedded catalog's database for every test of a run (and the next runs of the same
    /// build folder): loading it is the slow part of a first search, and a user's cache is
    /// shared the same way. Beside the binary, in `.build/`.
    static let sharedCacheFolder = executable.deletingLastPathComponent().appendingPathComponent("marquee-test-cache").path

    /// When every build of a test run happens (`SOURCE_DATE_EPOCH`, 2025-11-25T03:15:00Z), as in a
    /// reproducible-build environment: the feeds and the home page date films by the build that
    /// first found them, so builds compared byte for byte must share a date. Tests of the dates
    /// set their own.
    static let buildTime = "1764040500"

    /// The environment a `marquee` process gets: the test run's without what would point it at
    /// real services or change its behaviour (credentials and endpoints of TMDB and S3, proxies,
    /// Marquee's own variables), with ``sharedCacheFolder`` as its cache folder and ``buildTime``
    /// as its date, then `extra`.
    static func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment.filter { key, _ in
            let upper = key.uppercased()
            return !["AWS_", "TMDB_", "MARQUEE_"].contains(where: upper.hasPrefix) && !upper.hasSuffix("_PROXY")
        }
        environment["MARQUEE_CACHE_DIR"] = sharedCacheFolder
        environment["SOURCE_DATE_EPOCH"] = buildTime
        for (key, value) in extra { environment[key] = value }
        return environment
    }

    /// Runs `marquee arguments...` in `directory`, feeding `input` to standard input.
    ///
    /// The wait for the process happens on a dispatch thread, not on the concurrency pool: the
    /// pool has a thread per core, and tests blocking them while a child runs would hold up every
    /// other test of the run.
    static func run(_ arguments: [String], in directory: String, input: Data? = nil, environment: [String: String] = [:], asNobody: Bool = false) async throws -> Result {
        try await offThePool {
            try runWaiting(arguments, in: directory, input: input, environment: environment, asNobody: asNobody)
        }
    }

    /// Runs `work` on a dispatch thread and returns its result.
    static func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Swift.Result { try work() }) }
        }
    }

    /// Waits for a started `process` to end, on a dispatch thread like ``run(_:in:input:environment:asNobody:)``,
    /// reading `pipe` (its standard output or error) to the end first; what the pipe gave.
    @discardableResult
    static func finish(_ process: Process, reading pipe: Pipe? = nil) async throws -> Data {
        try await offThePool {
            let data = pipe?.fileHandleForReading.readDataToEndOfFile() ?? Data()
            process.waitUntilExit()
            return data
        }
    }

    private static func runWaiting(_ arguments: [String], in directory: String, input: Data?, environment: [String: String], asNobody: Bool) throws -> Result {
        let process = make(arguments, in: directory, environment: environment, asNobody: asNobody)
        let output = Pipe()
        let error = Pipe()
        let stdin = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(input) }
        try stdin.fileHandleForWriting.close()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            exitCode: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self)
        )
    }
}
