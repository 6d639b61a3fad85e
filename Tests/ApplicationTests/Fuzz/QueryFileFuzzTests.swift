import Foundation
@testable import Application
import Testing
import TestSupport

/// Thousands of random and mutated query files through the parser: each is either a clean list
/// or a typed error naming a real line; never a crash.
@Suite struct QueryFileFuzzTests {
    private static let seedFile = Array("""
        # movies
        star wars
          Amélie\t
        8½

        face/off\r
        M*A*S*H
        STAR WARS
        """.utf8)

    /// Checks what every parse must satisfy, whatever the bytes.
    private func checkInvariants(_ bytes: [UInt8], seed: UInt64) {
        let lineCount = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
        do {
            let list = try QueryFileParser().parse(bytes, source: "fuzz.txt")
            #expect(!list.queries.isEmpty, "seed \(seed)")
            var seen = Set<String>()
            for query in list.queries {
                #expect(query.count <= QueryFileParser.maxQueryLength, "seed \(seed)")
                #expect(!query.hasPrefix("#"), "seed \(seed)")
                #expect(query == query.trimmingCharacters(in: .whitespacesAndNewlines) || query.unicodeScalars.first?.properties.isWhitespace == false, "seed \(seed)")
                #expect(seen.insert(query.lowercased()).inserted, "seed \(seed): duplicate \(query)")
                #expect(!query.unicodeScalars.contains { $0.properties.generalCategory == .control }, "seed \(seed): control character")
            }
        } catch let error {
            switch error {
            case let .invalidUTF8(_, line), let .lineTooLong(_, line, _, _), let .lineTooLongToRead(_, line, _, _),
                 let .controlCharacter(_, line, _, _):
                #expect((1...max(1, lineCount)).contains(line), "seed \(seed): line \(line) of \(lineCount)")
            case .noQueries:
                break
            case .unreadable, .noDefaultFile:
                Issue.record("seed \(seed): bytes cannot be unreadable")
            }
            #expect(error.description.contains("fuzz.txt"), "seed \(seed)")
        }
    }

    @Test func randomBytes() {
        for seed in UInt64(1)...2_000 {
            var generator = SplitMix64(seed: seed)
            let length = Int.random(in: 0...600, using: &generator)
            let alphabet: [UInt8] = [0x0A, 0x0D, 0x09, 0x20, 0x23, 0x61, 0x41, 0xC3, 0xA9, 0xE2, 0x80, 0xFF, 0x00, 0xEF, 0xBB, 0xBF]
            let bytes = (0..<length).map { _ in
                Bool.random(using: &generator) ? alphabet.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator)
            }
            checkInvariants(bytes, seed: seed)
        }
    }

    @Test func mutatedQueryFiles() {
        for seed in UInt64(10_001)...13_000 {
            var generator = SplitMix64(seed: seed)
            var bytes = Self.seedFile
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<5, using: &generator) {
                case 0 where !bytes.isEmpty: bytes[position] = UInt8.random(in: 0...255, using: &generator)
                case 1: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: position)
                case 2 where !bytes.isEmpty: bytes.remove(at: position)
                case 3: bytes.insert(contentsOf: Array(repeating: UInt8(ascii: "x"), count: Int.random(in: 150...260, using: &generator)), at: position)
                default: bytes.insert(contentsOf: Array("\n# c\n\n".utf8), at: position)
                }
            }
            checkInvariants(bytes, seed: seed)
        }
    }
}
