import Application
import FuzzSupport

/// Any bytes as a `marquee.toml`. The reader either refuses them with an error that names the
/// file and, when it names a line, a line of the input; or returns settings that each pass their
/// key's own check, come from a line of the input, and read back the same when written out as
/// `key = value` lines (what `marquee config` and `marquee init` write). The same text is read
/// the same way twice.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfigFile(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
    let lineCount = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).count
    let first: SiteSettings
    do {
        first = try ConfigFile.parse(text, path: "fuzz.toml")
    } catch {
        let message = error.description
        fuzzRequire(message.hasPrefix("fuzz.toml"), "the error does not name the file: \(message)")
        if let line = error.line {
            fuzzRequire((1...max(lineCount, 1)).contains(line), "the error names line \(line) of \(lineCount): \(message)")
        }
        fuzzRequire((try? ConfigFile.parse(text, path: "fuzz.toml")) == nil, "accepted on the second reading")
        return 0
    }
    for (key, entry) in first.entries {
        fuzzRequire((try? key.check(entry.value).get()) == entry.value, "\(key.rawValue) = \(entry.value) fails its own check")
        guard case let .file(path, line) = entry.origin else { fuzzFail("\(key.rawValue) does not come from the file") }
        fuzzRequire(path == "fuzz.toml" && (0...lineCount).contains(line), "\(key.rawValue) comes from \(path):\(line) of \(lineCount)")
    }
    let written = first.entries.map { "\($0.key.rawValue) = \($0.value.value)" }.sorted().joined(separator: "\n")
    do {
        let again = try ConfigFile.parse(written, path: "fuzz.toml")
        fuzzRequire(Set(again.entries.keys) == Set(first.entries.keys), "written out, other keys are read back:\n\(written)")
        for (key, entry) in first.entries {
            fuzzRequire(again[key]?.value == entry.value, "\(key.rawValue) reads back as \(String(describing: again[key]?.value)), not \(entry.value)")
        }
    } catch {
        fuzzFail("settings written out are refused: \(error)\n\(written)")
    }
    return 0
}
