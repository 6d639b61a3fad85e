import Application
import ArgumentParser
import Foundation

/// `marquee deploy`.
struct DeployCommand: AsyncParsableCommand, ListensForTerminationSignals {
    static let configuration = CommandConfiguration(
        commandName: "deploy",
        abstract: "Publish the built site to S3-compatible object storage (or a folder), sending only what changed.",
        discussion: """
            The target is s3://BUCKET[/PREFIX][?endpoint=URL&region=NAME], e.g. \
            s3://movies/club?endpoint=https://ACCOUNT.r2.cloudflarestorage.com&region=auto, or \
            file://DIR for a local document root. With endpoint= requests go path-style to that \
            service (MinIO, R2, B2, Garage, SeaweedFS); without it, to AWS (virtual-host style), or to \
            AWS_ENDPOINT_URL_S3 / AWS_ENDPOINT_URL when set. The region is region=, else AWS_REGION, \
            else us-east-1. The target can also be kept in marquee.toml: [deploy] with target = "s3://...".

            Credentials come only from the environment: AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and, \
            for temporary credentials, AWS_SESSION_TOKEN. A secret in marquee.toml is refused, and \
            the secret is never printed, logged or reported.

            Deploy never builds: it publishes the folder `marquee build` finished (--output), and \
            refuses one that is not a finished Marquee site. It keeps a manifest of what the target \
            holds (key, SHA-256, size, headers) in the state file and in the target \
            (PREFIX/.marquee-deploy.json), so a deploy with nothing changed sends nothing and does \
            not list the bucket. Assets go first, then pages, then the entry points (index.html, \
            404.html, sitemap.xml, robots.txt, feeds); deletes come only after every upload \
            arrived. A deploy stopped at any moment is finished by the next one without sending \
            again what arrived. Names starting with . are never published.

            Headers: Content-Type by extension; Cache-Control public, max-age=300 for pages, 3600 \
            for styles and scripts, 86400 for images, or the first [[deploy.headers]] rule of \
            marquee.toml whose pattern matches (pattern = "posters/**", cache-control = "...").

            \(MarqueeExitCode.documentation(of: [.success, .failed, .usage, .locked, .refused]))
            """
    )

    @Option(help: ArgumentHelp("Where to publish: s3://BUCKET[/PREFIX][?endpoint=URL&region=NAME] or file://DIR (default: target in [deploy] of marquee.toml).", valueName: "url"))
    var target: String?

    @Option(help: ArgumentHelp("The built site to publish" + SettingKey.output.defaultHelp + ".", valueName: "dir"))
    var output: String?

    @Flag(help: "Print what would be uploaded and deleted (the first keys; --report has all), and change nothing.")
    var dryRun = false

    @Option(help: ArgumentHelp("Refuse (exit 5) a deploy deleting more objects than this (default: 256, and never more than half of the target unless this is given).", valueName: "n"))
    var maxDeletes: Int?

    @Flag(help: "Upload every file again, whatever the target holds.")
    var force = false

    @Option(help: ArgumentHelp("Uploads in flight at once (default: 16).", valueName: "n"))
    var concurrency: Int?

    @Option(help: ArgumentHelp("SQLite state file, where what each target holds is recorded" + SettingKey.state.defaultHelp + ".", valueName: "path"))
    var state: String?

    @Option(help: ArgumentHelp("Write a JSON report: uploaded, deleted, unchanged, bytes, errors and the exit code; written on every exit.", valueName: "file"))
    var report: String?

    @OptionGroup var outputOptions: OutputOptions
    @OptionGroup var configOptions: ConfigOptions

    func validate() throws {
        if let maxDeletes, maxDeletes < 0 { throw ValidationError("--max-deletes must be 0 or more.") }
        if let concurrency, !(1...64).contains(concurrency) { throw ValidationError("--concurrency must be from 1 to 64.") }
        try check(.output, output.map(SettingValue.string), flag: "--output")
        try check(.state, state.map(SettingValue.string), flag: "--state")
    }

    func run() async throws {
        let settings = try configOptions.settings([outputOptions]) { flags in
            flags.setFlag(.output, output.map(SettingValue.string))
            flags.setFlag(.state, state.map(SettingValue.string))
            flags.setFlag(.report, report.map(SettingValue.string))
        }
        let configuration = settings.configuration(environment: ProcessInfo.processInfo.environment)
        let request = DeployRequest(target: target, dryRun: dryRun, force: force, maxDeletes: maxDeletes, concurrency: concurrency)
        let code = await DeployJob(configuration: configuration, request: request, settings: settings.deploy, logger: .console(configuration.verbosity)).run()
        throw ExitCode(code.rawValue)
    }
}
