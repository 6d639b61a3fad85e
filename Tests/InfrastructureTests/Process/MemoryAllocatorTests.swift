import Foundation
import Infrastructure
import Testing

@Suite struct MemoryAllocatorTests {
    /// AddressSanitizer and ThreadSanitizer bring their own allocator, whose `mallopt` accepts
    /// nothing; `make sanitize` runs this suite under them.
    private static let allocatorIsGlibcs = ["__asan_init", "__tsan_init"].allSatisfy { (name: String) in
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) == nil
    }

    @Test func tunesTheAllocatorUnlessTheEnvironmentAlreadyDoes() {
        for variable in ["MALLOC_ARENA_MAX", "MALLOC_TRIM_THRESHOLD_", "GLIBC_TUNABLES"] {
            #expect(!MemoryAllocator.returnFreedMemoryPromptly(environment: [variable: "1", "PATH": "/bin"]), "\(variable) wins")
        }
        let tuned = MemoryAllocator.returnFreedMemoryPromptly(environment: ["PATH": "/bin"])
        if Self.allocatorIsGlibcs {
            #expect(tuned, "glibc accepts the setting")
        }
    }
}
