import Infrastructure
import Testing

@Suite struct MemoryAllocatorTests {
    @Test func tunesTheAllocatorUnlessTheEnvironmentAlreadyDoes() {
        #expect(MemoryAllocator.returnFreedMemoryPromptly(environment: [:]))
        #expect(MemoryAllocator.returnFreedMemoryPromptly(environment: ["PATH": "/bin"]))
        for variable in ["MALLOC_ARENA_MAX", "MALLOC_TRIM_THRESHOLD_", "GLIBC_TUNABLES"] {
            #expect(!MemoryAllocator.returnFreedMemoryPromptly(environment: [variable: "1"]), "\(variable) wins")
        }
    }
}
