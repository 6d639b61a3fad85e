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

    /// Memory freed in the middle of a heap, below a block still in use, stays the process's
    /// until it is released.
    @Test func freedMemoryInTheMiddleOfTheHeapIsHandedBack() throws {
        try #require(Self.allocatorIsGlibcs)
        let blockBytes = 16 << 10
        let blocks = (0..<4096).map { _ in UnsafeMutableRawPointer.allocate(byteCount: blockBytes, alignment: 16) }
        for block in blocks { block.initializeMemory(as: UInt8.self, repeating: 1, count: blockBytes) }
        let pin = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
        defer { pin.deallocate() }
        for block in blocks { block.deallocate() }
        let before = Self.residentBytes()

        #expect(MemoryAllocator.releaseFreedMemory())
        let handedBack = before - Self.residentBytes()
        #expect(handedBack > 32 << 20, "\(handedBack) bytes of the 64 MiB freed were handed back")
    }

    /// The process's resident set, from `/proc/self/statm`.
    private static func residentBytes() -> Int {
        let fields = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8))?.split(separator: " ") ?? []
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
    }
}
