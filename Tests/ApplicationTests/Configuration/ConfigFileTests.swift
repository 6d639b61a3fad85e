@testable import Application
import Foundation
import Testing

@Suite struct ConfigFileTests {
    private func parse(_ text: String, path: String = "site/marquee.toml") throws(ConfigFileError) -> SiteSettings {
        try ConfigFile.parse(text, path: path)
    }

    private func problem(_ text: String) -> ConfigFileError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsEveryKindOfValueWithItsLine() throws {
        let settings = try parse("""
            # a site
            title = "Friday Films"
            max-pages = 5

            offline = true
            posters = 'download'
            base-url = "https://example.org/films"
            """)
        #expect(settings[.title] == .init(value: .string("Friday Films"), origin: .file(path: "site/marquee.toml", line: 2)))
        #expect(settings[.maxPages] == .init(value: .integer(5), origin: .file(path: "site/marquee.toml", line: 3)))
        #expect(settings[.offline]?.value == .boolean(true))
        #expect(settings[.posters]?.origin == .file(path: "site/marquee.toml", line: 6))
        #expect(settings[.baseURL]?.value == .string("https://example.org/films/"))
        #expect(settings[.output] == nil)
    }

    @Test func linesOfACRLFFileAreCountedOneByOne() throws {
        // `\r\n` is one Character to Swift; the file's lines must still be told apart.
        let settings = try parse("# a site\r\ntitle = \"Films\"\r\n\r\nmax-pages = 5\r\n")
        #expect(settings[.title]?.origin == .file(path: "site/marquee.toml", line: 2))
        #expect(settings[.maxPages]?.origin == .file(path: "site/marquee.toml", line: 4))
        #expect(problem("title = \"A\"\r\n\r\ncolour = 1\r\n")?.line == 3)
        // A string left open at the end of the file is reported on a line the file has.
        let unterminated = "title = \"A\"\r\n\r\ntitle2 = \"\"\"x\r\n"
        let lineCount = unterminated.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).count
        let line = try #require(problem(unterminated)?.line)
        #expect((1...lineCount).contains(line))
    }

    @Test func relativePathsAreRelativeToTheFile() throws {
        let settings = try parse("""
            queries = "lists/q.txt"
            output = "/srv/www"
            state = "~/state.sqlite"
            templates = "theme"
            """, path: "/home/me/site/marquee.toml")
        #expect(settings[.queries]?.value == .string("/home/me/site/lists/q.txt"))
        #expect(settings[.output]?.value == .string("/srv/www"))
        #expect(settings[.state]?.value.string?.hasPrefix("~") == false)
        #expect(settings[.templates]?.value == .string("/home/me/site/theme"))
        #expect(try parse("queries = \"-\"", path: "/x/marquee.toml")[.queries]?.value == .string("-"))
    }

    @Test func errorsNameTheFileTheLineAndTheKey() throws {
        let cases: [(text: String, line: Int, mentions: [String])] = [
            ("title = \"A\"\ncolour = \"red\"", 2, ["unknown key 'colour'", "Allowed keys: title, queries"]),
            ("title = \"A\"\n\nmax-pages = \"5\"", 3, ["max-pages must be an integer of at least 1", "not \"5\""]),
            ("max-pages = 0", 1, ["max-pages must be an integer of at least 1, not 0"]),
            ("port = 70000", 1, ["port must be an integer from 0 to 65535"]),
            ("format = \"pdf\"", 1, ["format must be one of \"html\", \"markdown\", \"both\""]),
            ("title = \"\"", 1, ["title must be a non-empty string"]),
            ("offline = \"yes\"", 1, ["offline must be true or false"]),
            ("title = \"A\"\nqueries = [\"a\"]", 2, ["queries must be", "a TOML array"]),
            ("base-url = \"ftp://example.org\"", 1, ["base-url must be a site address", "https://"]),
            ("# note\ntmdb-api-key = \"secret\"", 2, ["'tmdb-api-key' cannot be set in the file", "TMDB_API_KEY"]),
            ("title = \"A\"\nmax-pages = = 2", 2, ["is not valid TOML"]),
            ("quiet = true\nverbose = true", 2, ["'quiet' and 'verbose' cannot both be true"]),
            ("title = \"A\"\n[serve]\nport = 1", 2, ["unknown key 'serve'"]),
        ]
        for (text, line, mentions) in cases {
            let error = try #require(problem(text), "\(text) should be refused")
            #expect(error.line == line, "\(text)")
            #expect(error.description.hasPrefix("site/marquee.toml:\(line)"), "\(error)")
            for mention in mentions {
                #expect(error.description.contains(mention), "\(error) should mention \(mention)")
            }
            #expect(!error.description.contains("secret"), "a value given for a secret key is never echoed")
        }
    }

    @Test func aSyntaxErrorGivesTheColumnTooAndTheSecretIsNeverEchoed() throws {
        let error = try #require(problem("title = \"A\"\nmax-pages = = 2"))
        guard case let .syntax(column, _) = error.problem else { Issue.record("\(error)"); return }
        #expect(column > 1)
        #expect(error.description.hasPrefix("site/marquee.toml:2:\(column):"))
    }

    @Test func aStringLeftOpenIsSaidToBeOpenWhereItStarts() throws {
        for (text, line, column) in [
            ("output = \"unterminated\n", 1, 10),
            ("title = \"A\"\r\noutput = 'site\r\nqueries = \"q.txt\"\r\n", 2, 10),
            ("title = \"say \\\"hi\\\"\nmax-pages = 2\n", 1, 9),
        ] {
            let error = try #require(problem(text), "\(text.debugDescription)")
            #expect(error.line == line, "\(text.debugDescription)")
            #expect(error.problem == .unclosedString(column: column), "\(text.debugDescription): \(error)")
            #expect(error.description.hasPrefix("site/marquee.toml:\(line):\(column): the string that starts here is not closed."))
        }
        // Closed strings with escaped quotes and a # inside are fine; a bad value is still a syntax error.
        #expect(try parse("title = \"a \\\"b\\\" # c\" # note\n")[.title]?.value == .string("a \"b\" # c"))
        guard case .syntax = try #require(problem("max-pages = = 2\n")).problem else { Issue.record("not a syntax error"); return }
    }

    @Test func anUnknownKeyNamesTheClosestKnownOne() throws {
        #expect(try #require(problem("outptu = \"x\"\n")).description.contains("unknown key 'outptu'. Did you mean 'output'? Allowed keys:"))
        #expect(try #require(problem("Title = \"x\"\n")).description.contains("Did you mean 'title'?"))
        #expect(try #require(problem("zzzzzzzz = 1\n")).description.contains("unknown key 'zzzzzzzz'. Allowed keys:"))
    }

    @Test func aNamedFileThatIsMissingIsAnError() throws {
        let error = #expect(throws: ConfigFileError.self) { try ConfigFile.load(path: "/nonexistent/marquee.toml") }
        #expect(error?.description.contains("/nonexistent/marquee.toml cannot be read: there is no such file") == true)
    }

    @Test func theInitTemplateIsValidAndEachLineUncommentedGivesTheDefault() throws {
        #expect(try parse(ConfigFile.template).entries.isEmpty)
        var seen: Set<SettingKey> = []
        for line in ConfigFile.template.split(separator: "\n") {
            guard let key = SettingKey.allCases.first(where: { line.hasPrefix("# \($0.rawValue) = ") }) else { continue }
            let setting = String(line.dropFirst(2)).components(separatedBy: "    (unset")[0]
            let settings = try parse(setting, path: "marquee.toml")
            seen.insert(key)
            if let value = key.defaultValue {
                #expect(settings[key]?.value == value, "\(setting)")
            } else {
                #expect(settings[key] != nil, "\(setting)")
            }
        }
        #expect(seen == Set(SettingKey.allCases))
    }

    /// TOMLKit's parser stops the program with an assertion on these (found by FuzzConfigFile);
    /// they are refused first, naming the line and column.
    @Test func aTableHeaderThatDoesNotStartWithAKeyIsASyntaxErrorNotACrash() {
        for (text, line, column) in [
            ("# comment\n[=siteatch = \"yes\"\n", 2, 2),
            ("title = \"x\"\n  [[ .movies]]\n", 2, 6),
            ("\u{FEFF}[#]\n", 1, 3),
            ("[\u{301}site]\n", 1, 2),
            ("[\u{A0}site]\n", 1, 2),
            ("# comment\n[\n\0ei%`se]\n", 2, 2),
            ("[[ \r\n", 1, 4),
        ] {
            let error = problem(text)
            #expect(error?.line == line, "\(text.debugDescription)")
            guard case let .syntax(reportedColumn, message) = error?.problem else { Issue.record("\(String(describing: error))"); continue }
            #expect(reportedColumn == column, "\(text.debugDescription)")
            #expect(message.contains("must start with a key"))
        }
        #expect(problem("[site]\n[ \"quoted\" ]\n[[list]]\n[]\n")?.problem != nil) // [] is TOMLKit's own error
        #expect(TOMLTableHeaderCheck.firstProblem(in: "title = \"[=x]\"\n[ 'a' ]\n[[b]]\n[]\n") == nil)
    }

    /// TOMLKit's parser stops the program with an assertion on these values too (FuzzConfigFile
    /// found the first; the others came from feeding the parser every short sequence of TOML's
    /// tokens). They are refused first, naming the line and column.
    @Test func valuesTheParserCannotReadAreSyntaxErrorsNotCrashes() {
        for (text, line, column, words) in [
            ("a = [}]", 1, 6, "after '[', not '}'"),
            ("title = \"x\"\nlist = [1,\n  # more\n  }]\n", 4, 3, "after ',', not '}'"),
            ("a = [\u{2028}]", 1, 6, "U+2028"),
            ("a = [1, \u{85}]", 1, 9, "U+0085"),
            ("released = 2000-01-01T:00\n", 1, 12, "'T' must be followed by the hour"),
            ("title = \"x\"\nreleased = 2000-01-01 1\n", 2, 12, "followed by a time"),
            ("a = [2000-01-01 1]", 1, 6, "followed by a time"),
            ("a = 2_000-01-01 1,", 1, 5, "followed by a time"),
            ("title = \"x\"\0\nbogus = 1\n", 1, 12, "NUL"),
            ("title = \"a\0b\"\n", 1, 11, "NUL"),
        ] {
            let error = problem(text)
            #expect(error?.line == line, "\(text.debugDescription)")
            guard case let .syntax(reportedColumn, message) = error?.problem else { Issue.record("\(String(describing: error))"); continue }
            #expect(reportedColumn == column, "\(text.debugDescription)")
            #expect(message.contains(words), "\(message)")
        }
    }

    /// The same forms inside strings and comments, and the dates TOML allows, are not refused.
    @Test func valuesTheParserReadsArePassedOn() {
        let text = """
            title = "[} 2000-01-01 1, 1979-05-27T: \\" [}"
            # [} 2000-01-01 1,
            notes = '''
            x [}
            2000-01-01 1,'''
            more = \"\"\"a "" b\"\"\"\" # [}
            lines = \"\"\"[}\u{2028} \\\"\"\"\"
            literal = 'a\\' # [}
            when = [1979-05-27T07:32:00Z, 1979-05-27 07:32:00, 1979-05-27, 07:32:00]
            a-2000-01-01T-x = { b = [1, 2], c = 2000-01-01 }
            """
        #expect(TOMLValueCheck.firstProblem(in: text) == nil)
        #expect(problem(text).map { if case .unknownKey = $0.problem { true } else { false } } == true, "TOMLKit reads it: only its keys are unknown")
    }
}
