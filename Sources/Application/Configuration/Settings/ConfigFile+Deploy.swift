import Domain
import TOMLKit

extension ConfigFile {
    /// Names an AWS secret might be given under: refused, as the TMDB key is, so the file can be
    /// committed.
    static let awsSecrets: [(names: Set<String>, variable: String)] = [
        (["aws-secret-access-key", "secret-access-key", "secret-key", "secret"], "AWS_SECRET_ACCESS_KEY"),
        (["aws-access-key-id", "access-key-id", "access-key"], "AWS_ACCESS_KEY_ID"),
        (["aws-session-token", "session-token"], "AWS_SESSION_TOKEN"),
    ]

    /// The environment variable a key named like an AWS secret belongs in, or nil.
    static func awsSecretVariable(_ name: String) -> String? {
        let normalized = name.lowercased().replacingOccurrences(of: "_", with: "-")
        return awsSecrets.first { $0.names.contains(normalized) }?.variable
    }

    /// The `[deploy]` table: `target`, `max-deletes`, `concurrency` and `[[deploy.headers]]`
    /// rules (`pattern`, `cache-control`).
    static func deploySettings(_ value: any TOMLValueConvertible, path: String, lines: TOMLKeyLines) throws(ConfigFileError) -> DeploySettings {
        let line = lines.line(of: "deploy")
        func failure(_ message: String) -> ConfigFileError {
            ConfigFileError(path: path, line: line, problem: .deploy(message))
        }
        guard let table = value.table else { throw failure("'deploy' must be a table: [deploy] with target = \"s3://...\"") }
        var settings = DeploySettings()
        for name in table.keys.sorted() {
            if let variable = awsSecretVariable(name) {
                throw ConfigFileError(path: path, line: line, problem: .secret(key: "deploy.\(name)", variable: variable))
            }
            let entry = table[name]
            switch name {
            case "target":
                guard let target = entry?.string, !target.isEmpty else { throw failure("deploy.target must be a text such as \"s3://BUCKET/PREFIX\"") }
                settings.target = target
            case "max-deletes":
                guard let count = entry?.int, count >= 0 else { throw failure("deploy.max-deletes must be a whole number, 0 or more") }
                settings.maxDeletes = count
            case "concurrency":
                guard let count = entry?.int, (1...64).contains(count) else { throw failure("deploy.concurrency must be a whole number from 1 to 64") }
                settings.concurrency = count
            case "headers":
                settings.headerRules = try headerRules(entry, failure: failure)
            default:
                throw failure("unknown key 'deploy.\(name)'. Allowed keys: target, max-deletes, concurrency, and [[deploy.headers]] tables")
            }
        }
        return settings
    }

    private static func headerRules(_ value: (any TOMLValueConvertible)?, failure: (String) -> ConfigFileError) throws(ConfigFileError) -> [DeployHeaderRules.Rule] {
        let usage = "[[deploy.headers]] tables, each with pattern = \"posters/**\" and cache-control = \"public, max-age=86400\""
        guard let array = value?.array else { throw failure("deploy.headers must be \(usage)") }
        var rules: [DeployHeaderRules.Rule] = []
        for element in array {
            guard let rule = element.table else { throw failure("deploy.headers must be \(usage)") }
            for name in rule.keys where !["pattern", "cache-control"].contains(name) {
                throw failure("unknown key '\(name)' in [[deploy.headers]]; it takes pattern and cache-control")
            }
            guard let pattern = rule["pattern"]?.string.flatMap(GlobPattern.init) else {
                throw failure("every [[deploy.headers]] needs pattern = \"...\" (e.g. \"*.css\" or \"posters/**\")")
            }
            guard let cacheControl = rule["cache-control"]?.string, !cacheControl.isEmpty,
                  !cacheControl.contains(where: { $0.isNewline }) else {
                throw failure("the [[deploy.headers]] rule for '\(pattern)' needs cache-control = \"...\" on one line")
            }
            rules.append(DeployHeaderRules.Rule(pattern: pattern, cacheControl: cacheControl))
        }
        return rules
    }
}
