/// Stops the fuzz run when a property does not hold: the message goes to standard error and the
/// trap makes libFuzzer save the input as a crash file (`crash-…`) to be turned into a test.
public func fuzzRequire(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    fuzzFail(message())
}

/// Stops the fuzz run: `message` names the property that failed.
public func fuzzFail(_ message: String) -> Never {
    fatalError("property failed: \(message)")
}

/// The input bytes libFuzzer hands over, copied.
public func fuzzBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}
