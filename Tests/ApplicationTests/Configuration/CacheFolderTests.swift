import Application
import Testing

struct CacheFolderTests {
    @Test func marqueesOwnVariableThenXDGThenHome() {
        let all = ["MARQUEE_CACHE_DIR": "/m/", "XDG_CACHE_HOME": "/x", "HOME": "/h"]
        #expect(CacheFolder.resolve(environment: all) == CacheFolder(path: "/m", variable: "MARQUEE_CACHE_DIR"))
        #expect(CacheFolder.resolve(environment: all.merging(["MARQUEE_CACHE_DIR": ""]) { $1 })?.path == "/x/marquee")
        #expect(CacheFolder.resolve(environment: ["HOME": "/h/"]) == CacheFolder(path: "/h/.cache/marquee", variable: "HOME"))
        #expect(CacheFolder.resolve(environment: ["HOME": "/"])?.path == "/.cache/marquee")
        #expect(CacheFolder.resolve(environment: ["HOME": "/h"])?.catalogPath == "/h/.cache/marquee/catalog.sqlite")
    }

    @Test func relativeXDGAndHomeAreIgnoredAsTheBaseDirectoryRuleSays() {
        #expect(CacheFolder.resolve(environment: ["XDG_CACHE_HOME": "cache", "HOME": "/h"])?.path == "/h/.cache/marquee")
        #expect(CacheFolder.resolve(environment: ["HOME": "home"]) == nil)
        #expect(CacheFolder.resolve(environment: [:]) == nil)
        // Marquee's own variable may be relative: it is the user's explicit choice.
        #expect(CacheFolder.resolve(environment: ["MARQUEE_CACHE_DIR": "cache"])?.path == "cache")
    }
}
