import Domain

/// The `--report` JSON of `marquee deploy`, written on every exit.
struct DeployReport: Encodable {
    struct Failure: Encodable {
        let key: String
        let message: String
    }

    var marquee = ""
    var startedAt = ""
    var durationSeconds = 0.0
    var target: String?
    let output: String
    let dryRun: Bool
    var exitCode: Int32 = 0
    var uploaded: [String] = []
    var deleted: [String] = []
    var unchanged = 0
    var bytesUploaded: Int64 = 0
    /// What the plan would send and delete (all of it, also under `--dry-run`).
    var plannedUploads: [String] = []
    var plannedDeletes: [String] = []
    var listed = false
    var manifestWritten = false
    var errors: [Failure] = []
    /// Why the deploy stopped, when it did.
    var error: String?

    enum CodingKeys: String, CodingKey {
        case marquee, target, output, uploaded, deleted, unchanged, listed, errors, error
        case startedAt = "started_at"
        case durationSeconds = "duration_seconds"
        case dryRun = "dry_run"
        case exitCode = "exit_code"
        case bytesUploaded = "bytes_uploaded"
        case plannedUploads = "planned_uploads"
        case plannedDeletes = "planned_deletes"
        case manifestWritten = "manifest_written"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(marquee, forKey: .marquee)
        try container.encode(startedAt, forKey: .startedAt)
        try container.encode(durationSeconds, forKey: .durationSeconds)
        try container.encode(target, forKey: .target)
        try container.encode(output, forKey: .output)
        try container.encode(dryRun, forKey: .dryRun)
        try container.encode(exitCode, forKey: .exitCode)
        try container.encode(uploaded, forKey: .uploaded)
        try container.encode(deleted, forKey: .deleted)
        try container.encode(unchanged, forKey: .unchanged)
        try container.encode(bytesUploaded, forKey: .bytesUploaded)
        try container.encode(plannedUploads, forKey: .plannedUploads)
        try container.encode(plannedDeletes, forKey: .plannedDeletes)
        try container.encode(listed, forKey: .listed)
        try container.encode(manifestWritten, forKey: .manifestWritten)
        try container.encode(errors, forKey: .errors)
        try container.encode(error, forKey: .error)
    }

    /// Fills in what `outcome` did.
    mutating func record(_ outcome: DeployOutcome) {
        uploaded = outcome.uploaded
        deleted = outcome.deleted
        unchanged = outcome.plan.unchanged
        bytesUploaded = outcome.uploadedBytes
        plannedUploads = outcome.plan.uploads.map(\.key)
        plannedDeletes = outcome.plan.deletes
        listed = outcome.plan.listed
        manifestWritten = outcome.manifestWritten
        errors = outcome.failures.map { Failure(key: $0.key, message: $0.reason) }
    }
}
