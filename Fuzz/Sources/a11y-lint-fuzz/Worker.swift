#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The fuzz loop in a child process. Before each execution the input is written to `current.swift`, so that when
/// the process dies the supervisor knows what killed it. A watchdog thread saves any input still running after
/// the hang bound, and ends the process when one runs past the hard bound.
struct Worker {
    let options: FuzzOptions

    func run() -> Int32 {
        let seeds = SeedLoader.load(options.seedPaths, maximumBytes: options.maximumBytes)
        guard !seeds.isEmpty else {
            FileHandle.standardError.write(Data("a11y-lint-fuzz: no seed files under \(options.seedPaths)\n".utf8))
            return 2
        }
        let output = options.outputDirectory
        let currentDescriptor = open(output + "/current.swift", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let countDescriptor = open(output + "/worker-count", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard currentDescriptor >= 0, countDescriptor >= 0 else {
            FileHandle.standardError.write(Data("a11y-lint-fuzz: cannot write into \(output)\n".utf8))
            return 2
        }
        let watchdog = Watchdog(hangSeconds: options.hangSeconds, hardSeconds: options.hardHangSeconds,
                                directory: output + "/hangs")
        watchdog.start()
        let target = FuzzTarget()
        var mutator = Mutator(seed: options.seed, seeds: seeds, maximumBytes: options.maximumBytes)
        var failures = FailureLog(directory: output + "/failures")
        let deadline = Date().addingTimeInterval(options.seconds)
        var executions = 0
        var previous: [UInt8]?
        var slowest = 0.0
        // The seeds themselves run first, unmutated.
        var pendingSeeds = options.skipSeedRound ? [] : seeds.reversed()
        while Date() < deadline {
            let input = pendingSeeds.popLast() ?? mutator.next(previous: previous)
            Self.persist(input, to: currentDescriptor)
            watchdog.begin(input)
            let started = threadCPUSeconds()
            let violations = target.run(input, deepChecks: executions % 32 == 0)
            let seconds = threadCPUSeconds() - started
            watchdog.end()
            slowest = max(slowest, seconds)
            for violation in violations { failures.record(violation, input: input) }
            executions += 1
            previous = input
            if executions % 256 == 0 { Self.persist(Array("\(executions)\n".utf8), to: countDescriptor) }
        }
        Self.persist(Array("\(executions)\n".utf8), to: countDescriptor)
        log("worker seed \(options.seed): \(executions) executions, slowest \(String(format: "%.3f", slowest)) s, "
              + "\(watchdog.hangCount) hang candidates, \(failures.count) invariant failures")
        return 0
    }

    /// Overwrites a file in place: two system calls, cheap enough to do before every execution.
    static func persist(_ bytes: [UInt8], to descriptor: Int32) {
        _ = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        _ = ftruncate(descriptor, off_t(bytes.count))
    }
}

/// Saves inputs that run longer than the hang bound; ends the process past the hard bound (the supervisor then
/// records it as a hang and starts a new worker). Time is the fuzz thread's CPU time, so that a machine shared
/// with other work does not turn slow neighbours into hang candidates.
final class Watchdog: @unchecked Sendable {
    // Guarded by `lock`: written by the fuzz loop, read by the watchdog thread.
    private let lock = NSLock()
    private var input: [UInt8] = []
    private var startedAt: Double?
    /// The CPU clock of the thread that calls `begin` (the fuzz loop).
    private var fuzzThreadClock = CLOCK_THREAD_CPUTIME_ID
    private var saved = false
    private var hangs = 0
    let hangSeconds: Double
    let hardSeconds: Double
    let directory: String

    init(hangSeconds: Double, hardSeconds: Double, directory: String) {
        self.hangSeconds = hangSeconds
        self.hardSeconds = hardSeconds
        self.directory = directory
    }

    var hangCount: Int { lock.lock(); defer { lock.unlock() }; return hangs }

    func begin(_ input: [UInt8]) {
        lock.lock()
        self.input = input
        if fuzzThreadClock == CLOCK_THREAD_CPUTIME_ID { pthread_getcpuclockid(pthread_self(), &fuzzThreadClock) }
        startedAt = threadCPUSeconds(clock: fuzzThreadClock)
        saved = false
        lock.unlock()
    }

    func end() {
        lock.lock()
        startedAt = nil
        lock.unlock()
    }

    func start() {
        let thread = Thread { [self] in
            while true {
                Thread.sleep(forTimeInterval: 0.05)
                check()
            }
        }
        thread.start()
    }

    private func check() {
        lock.lock()
        defer { lock.unlock() }
        guard let startedAt else { return }
        let seconds = threadCPUSeconds(clock: fuzzThreadClock) - startedAt
        if seconds > hangSeconds, !saved {
            saved = true
            hangs += 1
            let path = directory + "/hang-\(FailureLog.digest(input)).swift"
            _ = FileManager.default.createFile(atPath: path, contents: Data(input))
            log("hang candidate (> \(hangSeconds) s CPU): \(path) (\(input.count) bytes)")
        }
        if seconds > hardSeconds {
            log("input still running after \(hardSeconds) s; ending the worker")
            exit(3)
        }
    }
}

/// Inputs that broke an invariant, a few per distinct message.
struct FailureLog {
    let directory: String
    private var seen: [String: Int] = [:]
    private(set) var count = 0

    init(directory: String) { self.directory = directory }

    mutating func record(_ violation: String, input: [UInt8]) {
        count += 1
        // Offsets vary per input; the message up to its first digit names the kind of failure.
        let kind = String(violation.prefix { !$0.isNumber })
        let times = seen[kind, default: 0]
        seen[kind] = times + 1
        guard times < 3 else { return }
        let path = directory + "/failure-\(FailureLog.digest(input)).swift"
        _ = FileManager.default.createFile(atPath: path, contents: Data(input))
        log("invariant failure: \(violation)\n  input: \(path) (\(input.count) bytes)")
    }

    /// FNV-1a, for file names that repeat when the same input is found twice.
    static func digest(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return String(hash, radix: 16)
    }
}
