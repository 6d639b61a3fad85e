@testable import Data

/// catalog.tsv written from records, the way scripts/convert_catalog.py writes it: a header in
/// column order, fields escaped with a backslash, an absent value as an empty field.
enum CatalogTSVWriter {
    static func tsv(_ records: [CatalogRecord]) -> String {
        var lines = [CatalogColumn.allCases.map(\.rawValue).joined(separator: "\t")]
        for record in records {
            lines.append(CatalogColumn.allCases.map { escaped(field($0, of: record)) }.joined(separator: "\t"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func field(_ column: CatalogColumn, of record: CatalogRecord) -> String {
        switch column {
        case .id: String(record.id)
        case .imdbID: record.imdbID ?? ""
        case .title: record.title
        case .year: record.year.map(String.init) ?? ""
        case .released: record.released ?? ""
        case .certification: record.certification ?? ""
        case .runtime: record.runtime.map(String.init) ?? ""
        case .genres: record.genres
        case .directors: record.directors
        case .cast: record.cast
        case .languages: record.languages
        case .countries: record.countries
        case .awards: record.awards ?? ""
        case .criticsRating: record.criticsRating.map { "\($0)" } ?? ""
        case .reviews: record.reviews.map(String.init) ?? ""
        case .boxOffice: record.boxOffice.map { "\($0)" } ?? ""
        }
    }

    private static func escaped(_ field: String) -> String {
        var text = ""
        for scalar in field.unicodeScalars {
            switch scalar {
            case "\\": text += "\\\\"
            case "\t": text += "\\t"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}
