import Infrastructure

extension BuildPhases {
    /// Ends the step (``end(_:)``) and hands the memory it freed back to the system
    /// (``MemoryAllocator/releaseFreedMemory()``). A step that made a large site's pages frees
    /// tens of megabytes that glibc would otherwise keep, in the middle of its heaps, through the
    /// steps after it: with it, a build of 190,000 pages peaked 12 to 20 MB higher.
    mutating func endFreeingMemory(_ name: String) {
        end(name)
        MemoryAllocator.releaseFreedMemory()
    }
}
