import Data
import Domain
import Foundation
import Infrastructure
import Testing
import TestSupport

/// Thousands of random and mutated TMDB bodies through the decoders: each either decodes into
/// sane domain values or fails with a `DecodingError` that reads as a clear one-line reason;
/// never a crash.
@Suite struct TMDBDecodingFuzzTests {
    private static let seeds = [TMDBFixtures.searchPage, TMDBFixtures.details, TMDBFixtures.sparseDetails,
                                TMDBFixtures.genres, TMDBFixtures.configuration, TMDBFixtures.invalidKey, TMDBFixtures.notFound]

    /// Decodes `body` as every kind of answer Marquee reads and checks what must always hold.
    private func check(_ body: Data, seed: UInt64) {
        expectDecodedOrClearError(seed: seed) {
            let page = try JSONDecoder().decode(MoviesResponseDTO.self, from: body).toDomain(genreNames: [28: "Action"])
            #expect(page.page >= 1 && (0...500).contains(page.totalPages) && page.totalResults >= 0, "seed \(seed)")
            #expect(page.movies.allSatisfy { !$0.id.isEmpty }, "seed \(seed)")
        }
        expectDecodedOrClearError(seed: seed) {
            let movie = try JSONDecoder().decode(MovieDetailsDTO.self, from: body).toDomain()
            #expect(!movie.id.isEmpty, "seed \(seed)")
        }
        expectDecodedOrClearError(seed: seed) { _ = try JSONDecoder().decode(GenresResponseDTO.self, from: body) }
        if let message = TMDBErrorResponseDecoder().serviceError(from: body) {
            #expect(!message.message.isEmpty, "seed \(seed)")
        }
    }

    private func expectDecodedOrClearError(seed: UInt64, _ decode: () throws -> Void) {
        do {
            try decode()
        } catch let error as DecodingError {
            #expect(!error.summary.isEmpty && !error.summary.contains("\n"), "seed \(seed)")
        } catch {
            Issue.record("seed \(seed): not a DecodingError: \(error)")
        }
    }

    @Test func randomBytes() {
        for seed in UInt64(1)...1_500 {
            var generator = SplitMix64(seed: seed)
            let alphabet = Array("{}[]\":,0123456789.-e truefalsenull\\u\"id\"\"results\"\"page\"".utf8)
            let length = Int.random(in: 0...400, using: &generator)
            let bytes = (0..<length).map { _ in
                Bool.random(using: &generator) ? alphabet.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator)
            }
            check(Data(bytes), seed: seed)
        }
    }

    @Test func mutatedBytesOfRealAnswers() {
        for seed in UInt64(20_001)...22_000 {
            var generator = SplitMix64(seed: seed)
            var bytes = Array(Self.seeds.randomElement(using: &generator)!.utf8)
            for _ in 0..<Int.random(in: 1...6, using: &generator) where !bytes.isEmpty {
                let position = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: bytes[position] = UInt8.random(in: 0...255, using: &generator)
                case 1: bytes.remove(at: position)
                case 2: bytes = Array(bytes[..<position])
                default: bytes.insert(contentsOf: Array("\u{0}\"x\":[".utf8), at: position)
                }
            }
            check(Data(bytes), seed: seed)
        }
    }

    @Test func mutatedStructureOfRealAnswers() throws {
        let replacements: [Any] = [NSNull(), "", "1995-13-45", -1, 0, Int64.max, 1e308, -0.0, true, [Any](), [String: Any](), "🎬\u{202E}<script>", [1, "x", NSNull()]]
        for seed in UInt64(40_001)...42_000 {
            var generator = SplitMix64(seed: seed)
            let text = Self.seeds.randomElement(using: &generator)!
            var json = try JSONSerialization.jsonObject(with: Data(text.utf8))
            for _ in 0..<Int.random(in: 1...5, using: &generator) {
                json = mutate(json, replacements: replacements, generator: &generator)
            }
            let body = try JSONSerialization.data(withJSONObject: json, options: [.fragmentsAllowed])
            check(body, seed: seed)
        }
    }

    /// Replaces or removes one value somewhere in the tree.
    private func mutate(_ value: Any, replacements: [Any], generator: inout SplitMix64) -> Any {
        if var object = value as? [String: Any], !object.isEmpty {
            let key = object.keys.sorted().randomElement(using: &generator)!
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: object.removeValue(forKey: key)
            case 1: object[key] = replacements.randomElement(using: &generator)!
            default: object[key] = mutate(object[key]!, replacements: replacements, generator: &generator)
            }
            return object
        }
        if var array = value as? [Any], !array.isEmpty {
            let index = Int.random(in: 0..<array.count, using: &generator)
            if Bool.random(using: &generator) {
                array[index] = mutate(array[index], replacements: replacements, generator: &generator)
            } else {
                array.remove(at: index)
            }
            return array
        }
        return replacements.randomElement(using: &generator)!
    }
}
