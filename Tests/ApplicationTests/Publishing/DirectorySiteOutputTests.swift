@testable import Application
import Testing

/// Which page folder holds a file carried over: the next build lists that folder whatever its
/// change time says.
@Suite struct DirectorySiteOutputTests {
    @Test(arguments: [
        ("movie/1/notes.txt", "movie/1"), ("movie/1/a/b.txt", "movie/1"), ("notes.txt", nil), ("movie/notes.txt", nil),
        // A slash and a combining mark after it are one `Character`, yet the kernel reads the slash.
        ("movie/1/\u{301}x.txt", "movie/1"), ("movie/\u{301}1/x.txt", "movie/\u{301}1"),
    ] as [(String, String?)])
    func aCarriedFileIsInThePageFolderOfItsFirstTwoParts(path: String, folder: String?) {
        #expect(DirectorySiteOutput.pageFolder(of: path) == folder)
    }
}
