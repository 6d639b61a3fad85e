import CSystemShims
import Foundation

/// The C allocator's (glibc's) settings for a long batch run with a thread pool.
public enum MemoryAllocator {
    /// Free memory at the top of a heap above this is handed back to the system at once.
    public static let trimThreshold: Int32 = 1 << 20

    /// Blocks from this size up get a mapping of their own, given back when they are freed;
    /// smaller ones come from the heaps, whose freed memory the next blocks reuse. Setting the
    /// trim threshold turns off glibc's own threshold, which starts at 128 KiB and rises to the
    /// largest mapped block freed: every block of 128 KiB or more was then mapped, and its pages
    /// faulted in anew, each time (2.3-3.8 µs a page on the benchmark's machine). At 1 MiB a
    /// one-query rebuild takes 35,000 page faults rather than 42,000; at 4 MiB, 30,000, but the
    /// 10x site's peak rose from 111-113 MB to 120-121 MB (docs/performance.md).
    public static let mmapThreshold: Int32 = 1 << 20

    /// Makes the allocator keep less freed memory (``trimThreshold``) and map only large blocks
    /// (``mmapThreshold``), unless the environment already tunes it
    /// (`MALLOC_ARENA_MAX`, `MALLOC_TRIM_THRESHOLD_`, `MALLOC_MMAP_THRESHOLD_`, `GLIBC_TUNABLES`),
    /// which then wins.
    /// A build of a large site writes and frees hundreds of thousands of pages: with the defaults
    /// glibc holds tens of megabytes it will not use again.
    ///
    /// The number of arenas is left to glibc (one per busy thread, up to eight per core): with
    /// fewer arenas than threads allocating at once, the threads wait on each other's arena
    /// locks, which made a full build a fifth slower and saved no memory (docs/performance.md).
    ///
    /// - Returns: whether the setting was made here.
    @discardableResult
    public static func returnFreedMemoryPromptly(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        let tunedOutside = ["MALLOC_ARENA_MAX", "MALLOC_TRIM_THRESHOLD_", "MALLOC_MMAP_THRESHOLD_", "GLIBC_TUNABLES"].contains {
            environment[$0] != nil
        }
        guard !tunedOutside else { return false }
        return marquee_return_freed_memory_promptly(trimThreshold, mmapThreshold) == 0
    }

    /// Hands back to the system the freed memory glibc still holds, in every arena and wherever
    /// it lies (`malloc_trim(0)`), for the end of a step of a long run: what the step freed
    /// would otherwise stay the process's, in the middle of its heaps, after the step is done.
    ///
    /// - Returns: whether some memory was given back.
    @discardableResult
    public static func releaseFreedMemory() -> Bool {
        marquee_release_freed_memory() == 1
    }
}
