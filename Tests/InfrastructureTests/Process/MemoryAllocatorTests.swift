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
        for variable in ["MALLOC_ARENA_MAX", "MALLOC_TRIM_THRESHOLD_", "MALLOC_MMAP_THRESHOLD_", "GLIBC_TUNABLES"] {
            #expect(!MemoryAllocator.returnFreedMemoryPromptly(environment: [variable: "1", "PATH": "/bin"]), "\(variable) wins")
        }
        let tuned = MemoryAllocator.returnFreedMemoryPromptly(environment: ["PATH": "/bin"])
        if Self.allocatorIsGlibcs {
            #expect(tuned, "glibc accepts the setting")
        }
    }

    /// Once tuned, a block below ``MemoryAllocator/mmapThreshold`` comes from a heap, where the
    /// pages of the blocks freed before it are reused, not from a mapping of its own whose pages
    /// are all faulted in anew (glibc's own threshold, 128 KiB at first, no longer rises once the
    /// trim threshold is set).
    @Test func aLargeBlockComesFromTheHeapNotAMappingOfItsOwn() {
        guard Self.allocatorIsGlibcs, MemoryAllocator.returnFreedMemoryPromptly(environment: ["PATH": "/bin"]) else { return }
        // Each size was mapped with the trim threshold alone (a C program's blocks, on the main
        // thread and another: docs/performance.md, forty-fifth session).
        for bytes in [256 << 10, 512 << 10, Int(MemoryAllocator.mmapThreshold) - 4096] {
            let block = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16)
            #expect(!Self.hasMappingOfItsOwn(block), "\(bytes) bytes")
            block.deallocate()
        }
    }

    /// Whether glibc gave the block at `block` a mapping of its own: it marks that in the block's
    /// header, the size word just before it (bit 1, `IS_MMAPPED`). Asked of the block itself, as
    /// the process-wide counts (`mallinfo2`) move with what other tests allocate meanwhile.
    private static func hasMappingOfItsOwn(_ block: UnsafeMutableRawPointer) -> Bool {
        (block - MemoryLayout<Int>.size).load(as: Int.self) & 2 != 0
    }

    /// Memory freed in the middle of a heap, between blocks still in use, stays resident until it
    /// is released. Which pages are resident is asked of the freed blocks themselves (`mincore`),
    /// so that what other tests allocate meanwhile does not matter.
    @Test func freedMemoryInTheMiddleOfTheHeapIsHandedBack() {
        // A sanitizer's allocator keeps its own heaps, which `malloc_trim` does not reach.
        guard Self.allocatorIsGlibcs else { return }
        let blockBytes = 16 << 10
        var blocks: [UnsafeMutableRawPointer] = []
        var pins: [UnsafeMutableRawPointer] = []
        for _ in 0..<2048 {
            let block = UnsafeMutableRawPointer.allocate(byteCount: blockBytes, alignment: 16)
            block.initializeMemory(as: UInt8.self, repeating: 1, count: blockBytes)
            blocks.append(block)
            pins.append(UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16))
        }
        defer { for pin in pins { pin.deallocate() } }
        let addresses = blocks.map { UInt(bitPattern: $0) }
        for block in blocks { block.deallocate() }
        let before = Self.residentShare(ofBlocksAt: addresses, bytes: blockBytes)

        MemoryAllocator.releaseFreedMemory()
        let after = Self.residentShare(ofBlocksAt: addresses, bytes: blockBytes)
        #expect(before > 0.9, "freed, the blocks' pages are still resident")
        #expect(after < 0.5, "released, \(after * 100)% of them still are")
    }

    /// The share of the whole pages inside the blocks at `addresses` that are resident.
    private static func residentShare(ofBlocksAt addresses: [UInt], bytes: Int) -> Double {
        let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
        var (resident, total) = (0, 0)
        for address in addresses {
            // A block's first page holds the allocator's own header: only the pages past it.
            let start = (address + page) / page * page
            let end = (address + UInt(bytes)) / page * page
            guard end > start else { continue }
            var status = [UInt8](repeating: 0, count: Int((end - start) / page))
            guard mincore(UnsafeMutableRawPointer(bitPattern: start), Int(end - start), &status) == 0 else { continue }
            resident += status.filter { $0 & 1 == 1 }.count
            total += status.count
        }
        return total == 0 ? 0 : Double(resident) / Double(total)
    }
}
