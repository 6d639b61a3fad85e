#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One fuzz input: the bytes and their count; returns 0.
public typealias FuzzTestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ testOneInput: FuzzTestOneInput
) -> CInt

/// Hands the process to libFuzzer with the command line as given, and exits with its status.
///
/// SwiftPM makes every executable target's `main` the program's entry point, so a fuzz target
/// calls libFuzzer's driver from it. Each target still exports `LLVMFuzzerTestOneInput` (the same
/// function), which `-sanitize=fuzzer` makes the linker ask for.
public func runLibFuzzer(_ testOneInput: FuzzTestOneInput) -> Never {
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
}
