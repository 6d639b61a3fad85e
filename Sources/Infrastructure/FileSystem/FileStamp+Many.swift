import Dispatch

extension FileStamp {
    /// The stamps of the regular files at `paths`, in order (nil where there is none), read on
    /// every core: a site's worth of `lstat` calls is path lookups in the kernel, which run side
    /// by side.
    public static func of(_ paths: [String]) -> [String?] {
        let chunk = 512
        let chunks = (paths.count + chunk - 1) / chunk
        guard chunks > 1 else { return paths.map { of($0) } }
        return [String?](unsafeUninitializedCapacity: paths.count) { buffer, initialized in
            // Each chunk initializes its own slots and no other.
            let slots = UncheckedSendable(buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: chunks) { index in
                for slot in index * chunk..<min(paths.count, (index + 1) * chunk) {
                    (slots.value + slot).initialize(to: of(paths[slot]))
                }
            }
            initialized = paths.count
        }
    }
}

/// A value handed to the threads of `concurrentPerform` whose use the caller keeps safe.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
