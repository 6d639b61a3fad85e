import Data
import Domain
import Foundation
import Infrastructure
import Logging

/// The concrete types of `marquee deploy`: the storage a target names (an S3 client over the
/// project's HTTP client, signed with Signature Version 4, or a folder), and the records kept in
/// the state database.
enum DeployDIContainer {
    /// An answer may take this long before the attempt counts as timed out (a large poster on a
    /// slow link).
    static let requestTimeout: Duration = .seconds(60)

    /// The storage of `target`; `credentials` are needed for S3 only.
    static func makeStorage(target: DeployTarget, credentials: AWSCredentials?, concurrency: Int, logger: Logger) throws -> any DeployStorage {
        switch target {
        case let .directory(path):
            return DirectoryDeployStorage(root: path, name: target.canonical)
        case let .s3(address, prefix):
            guard let credentials else {
                throw MarqueeError(.usage, "Deploying to S3 needs \(AWSCredentials.accessKeyVariable) and \(AWSCredentials.secretVariable) in the environment (and \(AWSCredentials.sessionTokenVariable) for temporary credentials).")
            }
            guard let bucketURL = address.bucketURL else {
                throw MarqueeError(.usage, "The bucket \(address.bucket) and its endpoint make no valid address; check the target.")
            }
            let network = DefaultNetworkService(
                configuration: NetworkConfiguration(baseURL: bucketURL, requestTimeout: requestTimeout),
                session: try CurlNetworkSession.make(for: "Deploying to S3", maxConnectionsPerHost: concurrency),
                limiter: RequestLimiter(maxConcurrent: concurrency),
                circuitBreaker: NetworkCircuitBreaker(),
                signer: AWSSignatureV4(credentials: credentials, region: address.region),
                observe: { event in
                    switch event {
                    case .response, .failure: logger.debug("S3: \(credentials.redact(event.description))")
                    case .retry: logger.notice("S3: \(credentials.redact(event.description))")
                    }
                }
            )
            return S3DeployStorage(client: S3Client(address: address, network: network), prefix: prefix, name: target.canonical)
        }
    }

    /// The state database, opened and migrated.
    static func openState(path: String) throws -> SQLiteConnection {
        do {
            return try StateDatabase.open(path: path)
        } catch {
            throw MarqueeError.storage(error, statePath: path) ?? MarqueeError.unusableState(path: path, reason: error.description)
        }
    }

    /// The state database's records of `target`.
    static func makeRecords(state: SQLiteConnection, target: DeployTarget) -> any DeployRecords {
        SQLiteDeployRecordStorage(connection: state, target: target.canonical)
    }

    /// The site in `output`, its files' digests cached in the state database, uploaded with
    /// `headerRules`.
    static func makeSource(output: String, state: SQLiteConnection, headerRules: DeployHeaderRules) throws -> PublishedSiteSource {
        try PublishedSiteSource(
            output: output, cache: SQLiteFileDigestCache(connection: state, output: AppConfiguration.absolutePath(output)),
            uploadContext: uploadContext(headerRules: headerRules)
        )
    }

    /// What decides how a site's files are uploaded besides their bytes, as a digest: the
    /// running program (its content types and default headers) and `headerRules`; nil when the
    /// program cannot be identified.
    static func uploadContext(headerRules: DeployHeaderRules) -> String? {
        guard let program = SiteInputs.Program.current(templatesDirectory: nil) else { return nil }
        var hasher = FingerprintHasher()
        hasher.update(program.binary)
        hasher.update(program.libraries)
        for rule in headerRules.rules {
            hasher.update(rule.pattern.description)
            hasher.update(rule.cacheControl)
        }
        return hasher.hexDigest
    }
}
