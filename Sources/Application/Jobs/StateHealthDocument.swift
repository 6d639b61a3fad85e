import Data

/// What `marquee state check --json` prints: ``StateDatabaseHealth`` with every key present
/// (`null` where the file could not tell), and the way out when something is wrong.
struct StateHealthDocument: Encodable {
    let path: String
    let exists: Bool
    let healthy: Bool
    let schemaVersion: Int?
    let knownSchemaVersion: Int
    let tables: [String: Int]
    let problems: [String]
    let wayOut: String?

    init(_ health: StateDatabaseHealth) {
        path = health.path
        exists = health.exists
        healthy = health.isHealthy
        schemaVersion = health.schemaVersion
        knownSchemaVersion = health.knownSchemaVersion
        tables = Dictionary(health.tables.map { ($0.table, $0.rows) }, uniquingKeysWith: { first, _ in first })
        problems = health.problems
        wayOut = health.isHealthy ? nil : "marquee state reset --state \(health.path)"
    }

    enum CodingKeys: String, CodingKey {
        case path, exists, healthy, tables, problems
        case schemaVersion = "schema_version"
        case knownSchemaVersion = "known_schema_version"
        case wayOut = "way_out"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(exists, forKey: .exists)
        try container.encode(healthy, forKey: .healthy)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        try container.encode(knownSchemaVersion, forKey: .knownSchemaVersion)
        try container.encode(tables, forKey: .tables)
        try container.encode(problems, forKey: .problems)
        try container.encode(wayOut, forKey: .wayOut)
    }
}
