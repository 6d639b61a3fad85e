import Data
import Domain
import Foundation
import FuzzSupport
import Infrastructure

/// Any bytes as a TMDB answer, decoded as each kind of answer Marquee reads and mapped into the
/// domain. Either it fails with a `DecodingError` whose summary is one non-empty line, or the
/// films have an id and a non-blank title, no blank or repeated names, a rating within 0–10, a
/// positive runtime and box office, and the page numbers within what TMDB serves.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTMDBDecoding(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let body = Data(fuzzBytes(data, size))
    decodingOrClearError {
        let page = try JSONDecoder().decode(MoviesResponseDTO.self, from: body).toDomain(genreNames: [28: "Action", 18: "Drama"])
        fuzzRequire(page.page >= 1, "page \(page.page)")
        fuzzRequire((0...TMDBConfiguration.maxPageNumber).contains(page.totalPages), "total pages \(page.totalPages)")
        fuzzRequire(page.totalResults >= 0, "total results \(page.totalResults)")
        page.movies.forEach(checkMovie)
    }
    decodingOrClearError {
        let movie = try JSONDecoder().decode(MovieDetailsDTO.self, from: body).toDomain()
        checkMovie(movie)
        fuzzRequire(Set(movie.cast).count == movie.cast.count, "repeated cast names: \(movie.cast)")
        fuzzRequire(Set(movie.directors).count == movie.directors.count, "repeated directors: \(movie.directors)")
        fuzzRequire(movie.runtimeMinutes.map { $0 > 0 } ?? true, "runtime \(String(describing: movie.runtimeMinutes))")
        fuzzRequire(movie.boxOffice.map { $0 > 0 && $0.isFinite } ?? true, "box office \(String(describing: movie.boxOffice))")
    }
    decodingOrClearError {
        let genres = try JSONDecoder().decode(GenresResponseDTO.self, from: body)
        fuzzRequire(genres.namesByID.count <= genres.genres.count, "more genre names than genres")
    }
    if let error = TMDBErrorResponseDecoder().serviceError(from: body) {
        fuzzRequire(!error.message.isEmpty, "an empty TMDB error message")
    }
    return 0
}

private func checkMovie(_ movie: Movie) {
    fuzzRequire(!movie.id.isEmpty, "a film without an id")
    fuzzRequire(!movie.title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "a film with a blank title: \(movie.title.debugDescription)")
    fuzzRequire(movie.rating.map { (0...10).contains($0) } ?? true, "rating \(String(describing: movie.rating))")
    fuzzRequire(movie.year.map { $0 > 0 } ?? true, "year \(String(describing: movie.year))")
    for name in movie.genres + movie.directors + movie.cast + movie.languages + movie.countries {
        fuzzRequire(!name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "a blank name in \(movie.id)")
    }
}

private func decodingOrClearError(_ decode: () throws -> Void) {
    do {
        try decode()
    } catch let error as DecodingError {
        fuzzRequire(!error.summary.isEmpty && !error.summary.contains("\n"), "unclear decoding error: \(error.summary.debugDescription)")
    } catch {
        fuzzFail("not a DecodingError: \(error)")
    }
}
