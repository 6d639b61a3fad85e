import Domain

/// A ``Movie`` as a compact byte string, for keeping many of them outside memory: each field in
/// declaration order, texts and lists length-prefixed, optionals behind a presence byte. Only
/// read back by the same binary, within one build.
enum MovieRecord {
    static func encode(_ movie: Movie) -> [UInt8] {
        var writer = Writer()
        writer.text(movie.id)
        writer.text(movie.title)
        writer.optionalText(movie.originalTitle)
        if let date = movie.releaseDate {
            writer.byte(1)
            writer.integer(date.year)
            writer.integer(date.month)
            writer.integer(date.day)
        } else {
            writer.byte(0)
        }
        writer.optionalInteger(movie.year)
        writer.text(movie.overview)
        writer.texts(movie.genres)
        writer.optionalText(movie.posterPath)
        writer.optionalDouble(movie.rating)
        writer.optionalInteger(movie.voteCount)
        writer.optionalInteger(movie.runtimeMinutes)
        writer.texts(movie.directors)
        writer.texts(movie.cast)
        writer.byte(movie.isCastInBillingOrder ? 1 : 0)
        writer.optionalText(movie.certification)
        writer.texts(movie.languages)
        writer.texts(movie.countries)
        writer.optionalText(movie.awards)
        writer.optionalDouble(movie.boxOffice)
        writer.optionalText(movie.imdbID)
        return writer.bytes
    }

    /// Nil when `bytes` is not a record ``encode(_:)`` wrote.
    static func decode(_ bytes: [UInt8]) -> Movie? {
        var reader = Reader(bytes: bytes)
        guard let id = reader.text(), let title = reader.text(), let originalTitle = reader.optionalText(),
              let hasDate = reader.byte() else { return nil }
        var releaseDate: CalendarDate?
        if hasDate == 1 {
            guard let year = reader.integer(), let month = reader.integer(), let day = reader.integer() else { return nil }
            releaseDate = CalendarDate(year: year, month: month, day: day)
        }
        guard let year = reader.optionalInteger(), let overview = reader.text(), let genres = reader.texts(),
              let posterPath = reader.optionalText(), let rating = reader.optionalDouble(),
              let voteCount = reader.optionalInteger(), let runtime = reader.optionalInteger(),
              let directors = reader.texts(), let cast = reader.texts(), let billed = reader.byte(),
              let certification = reader.optionalText(), let languages = reader.texts(), let countries = reader.texts(),
              let awards = reader.optionalText(), let boxOffice = reader.optionalDouble(), let imdbID = reader.optionalText(),
              reader.isAtEnd else { return nil }
        return Movie(
            id: id, title: title, originalTitle: originalTitle, releaseDate: releaseDate, year: year,
            overview: overview, genres: genres, posterPath: posterPath, rating: rating, voteCount: voteCount,
            runtimeMinutes: runtime, directors: directors, cast: cast, isCastInBillingOrder: billed == 1,
            certification: certification, languages: languages, countries: countries, awards: awards,
            boxOffice: boxOffice, imdbID: imdbID
        )
    }

    private struct Writer {
        var bytes: [UInt8] = []

        init() {
            bytes.reserveCapacity(512)
        }

        mutating func byte(_ value: UInt8) {
            bytes.append(value)
        }

        mutating func integer(_ value: Int) {
            withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) }
        }

        mutating func text(_ value: String) {
            var value = value
            value.withUTF8 { utf8 in
                integer(utf8.count)
                bytes.append(contentsOf: utf8)
            }
        }

        mutating func texts(_ values: [String]) {
            integer(values.count)
            for value in values { text(value) }
        }

        mutating func optionalText(_ value: String?) {
            guard let value else { return byte(0) }
            byte(1)
            text(value)
        }

        mutating func optionalInteger(_ value: Int?) {
            guard let value else { return byte(0) }
            byte(1)
            integer(value)
        }

        mutating func optionalDouble(_ value: Double?) {
            guard let value else { return byte(0) }
            byte(1)
            withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
        }
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        var isAtEnd: Bool { offset == bytes.count }

        mutating func byte() -> UInt8? {
            guard offset < bytes.count else { return nil }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func word() -> UInt64? {
            guard offset + 8 <= bytes.count else { return nil }
            var value: UInt64 = 0
            for index in 0..<8 { value |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
            offset += 8
            return value
        }

        mutating func integer() -> Int? {
            word().map { Int(Int64(bitPattern: $0)) }
        }

        mutating func text() -> String? {
            guard let count = integer(), count >= 0, offset + count <= bytes.count else { return nil }
            defer { offset += count }
            return String(decoding: bytes[offset..<offset + count], as: UTF8.self)
        }

        mutating func texts() -> [String]? {
            guard let count = integer(), count >= 0, count <= bytes.count else { return nil }
            var values: [String] = []
            values.reserveCapacity(count)
            for _ in 0..<count {
                guard let value = text() else { return nil }
                values.append(value)
            }
            return values
        }

        /// `.some(nil)` for an absent value, nil for a damaged record.
        mutating func optionalText() -> String?? {
            guard let flag = byte() else { return nil }
            guard flag == 1 else { return .some(nil) }
            return text().map { .some($0) }
        }

        mutating func optionalInteger() -> Int?? {
            guard let flag = byte() else { return nil }
            guard flag == 1 else { return .some(nil) }
            return integer().map { .some($0) }
        }

        mutating func optionalDouble() -> Double?? {
            guard let flag = byte() else { return nil }
            guard flag == 1 else { return .some(nil) }
            return word().map { .some(Double(bitPattern: $0)) }
        }
    }
}
