import Foundation

/// Which sanitizer the test process was built with (`-sanitize=address` or `-sanitize=thread`, see
/// Documentation/robustness.md), for the few tests whose bounds instrumentation changes: stack and CPU time.
enum SanitizerRuntime {
    static let address = isLinked("__asan_init")
    static let thread = isLinked("__tsan_init")

    /// How many times the CPU time of an uninstrumented debug build a time bound allows. Measured on
    /// RobustnessHostileSourceTests.testHundredThousandDeepNesting: 15 s in debug, 27 s under AddressSanitizer,
    /// 65 s under ThreadSanitizer (one of its inputs, 100,000 nested `#if`, up to 17 s against a 10 s bound).
    static var cpuTimeFactor: Double { thread ? 6 : address ? 3 : 1 }

    /// Whether the process contains `symbol`: each sanitizer's runtime defines its `__*_init`.
    private static func isLinked(_ symbol: String) -> Bool {
        guard let process = dlopen(nil, RTLD_NOW) else { return false }
        defer { dlclose(process) }
        return dlsym(process, symbol) != nil
    }
}
