import Foundation

/// a11y-lint-fuzz: a seeded mutation fuzzer over the lexer, the view-tree parser and the whole lint (see
/// Fuzz/README.md). The supervisor starts workers (this executable with `--worker`) one after another until the
/// time is up; a worker that dies leaves its input behind as a crash.
struct FuzzOptions {
    var seconds = 60.0
    var seed: UInt64 = UInt64(Date().timeIntervalSince1970)
    var seedPaths: [String] = []
    var outputDirectory = "out"
    var hangSeconds = 1.0
    var hardHangSeconds = 60.0
    var maximumBytes = 256 * 1024
    var replay: [String] = []
    var isWorker = false
    var skipSeedRound = false

    static let usage = """
        usage: a11y-lint-fuzz --seeds PATH [--seeds PATH…] [--seconds N] [--seed N] [--out DIR]
                              [--hang-seconds S] [--max-bytes N] [--skip-seed-round]
               a11y-lint-fuzz --replay FILE…
        """

    init(arguments: [String]) throws {
        var remaining = arguments[...]
        func value(_ name: String) throws -> String {
            guard let next = remaining.popFirst() else { throw UsageError(message: "\(name) needs a value") }
            return next
        }
        func number<T: LosslessStringConvertible>(_ name: String) throws -> T {
            let text = try value(name)
            guard let parsed = T(text) else { throw UsageError(message: "\(name): not a number: \(text)") }
            return parsed
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--seconds": seconds = try number(argument)
            case "--seed": seed = try number(argument)
            case "--seeds": seedPaths.append(try value(argument))
            case "--out": outputDirectory = try value(argument)
            case "--hang-seconds": hangSeconds = try number(argument)
            case "--max-bytes": maximumBytes = try number(argument)
            case "--worker": isWorker = true
            case "--skip-seed-round": skipSeedRound = true
            case "--replay":
                replay = Array(remaining)
                remaining = []
            default: throw UsageError(message: "unknown argument \(argument)")
            }
        }
    }
}

struct UsageError: Error { let message: String }

/// Unbuffered, so that a log written to a file shows progress as it happens and survives a crash.
func log(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Runs each file once through the target and prints what broke; a crash reproduces as a crash.
func replay(_ files: [String]) -> Int32 {
    let target = FuzzTarget()
    var failed = false
    for file in files {
        guard let data = FileManager.default.contents(atPath: file) else {
            log("\(file): cannot read")
            failed = true
            continue
        }
        var stages: [(String, Double)] = []
        let violations = target.run(Array(data), deepChecks: true, stages: &stages)
        let times = stages.map { "\($0.0) \(String(format: "%.3f", $0.1)) s" }.joined(separator: ", ")
        log("\(file): \(data.count) bytes, \(times); "
              + (violations.isEmpty ? "ok" : violations.joined(separator: "; ")))
        failed = failed || !violations.isEmpty
    }
    return failed ? 1 : 0
}

/// Starts workers until the time is up; records the input of every worker that dies.
func supervise(_ options: FuzzOptions) -> Int32 {
    let output = options.outputDirectory
    for folder in ["", "/crashes", "/hangs", "/failures"] {
        try? FileManager.default.createDirectory(atPath: output + folder, withIntermediateDirectories: true)
    }
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    let deadline = Date().addingTimeInterval(options.seconds)
    log("a11y-lint-fuzz: seed \(options.seed), \(Int(options.seconds)) s, output in \(output)")
    var executions = 0
    var crashes = 0
    var round: UInt64 = 0
    while deadline.timeIntervalSinceNow > 1 {
        var arguments = ["--worker", "--seconds", String(deadline.timeIntervalSinceNow), "--seed",
                         String(options.seed &+ round), "--out", output, "--hang-seconds", String(options.hangSeconds),
                         "--max-bytes", String(options.maximumBytes)]
        if round > 0 || options.skipSeedRound { arguments.append("--skip-seed-round") }
        for path in options.seedPaths { arguments += ["--seeds", path] }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        do { try process.run() } catch {
            log("a11y-lint-fuzz: cannot start a worker: \(error)")
            return 2
        }
        process.waitUntilExit()
        let countText = (try? String(contentsOfFile: output + "/worker-count", encoding: .utf8)) ?? "0"
        executions += Int(countText.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        if process.terminationReason == .uncaughtSignal || process.terminationStatus != 0 {
            if process.terminationStatus == 2 { return 2 }  // usage or setup error, already reported
            crashes += 1
            let input = (try? Data(contentsOf: URL(fileURLWithPath: output + "/current.swift"))) ?? Data()
            let path = output + "/crashes/crash-\(FailureLog.digest(Array(input))).swift"
            _ = FileManager.default.createFile(atPath: path, contents: input)
            let how = process.terminationReason == .uncaughtSignal ? "signal" : "exit status"
            log("worker died (\(how) \(process.terminationStatus)); input saved as \(path) (\(input.count) bytes)")
        }
        round += 1
    }
    log("a11y-lint-fuzz: \(executions) executions in \(Int(options.seconds)) s, \(crashes) crashes or hard hangs")
    return crashes == 0 ? 0 : 1
}

let options: FuzzOptions
do {
    options = try FuzzOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch let error as UsageError {
    FileHandle.standardError.write(Data("a11y-lint-fuzz: \(error.message)\n\(FuzzOptions.usage)\n".utf8))
    exit(2)
}
if !options.replay.isEmpty {
    exit(replay(options.replay))
} else if options.isWorker {
    exit(Worker(options: options).run())
} else {
    guard !options.seedPaths.isEmpty else {
        FileHandle.standardError.write(Data("a11y-lint-fuzz: give at least one --seeds PATH\n\(FuzzOptions.usage)\n".utf8))
        exit(2)
    }
    exit(supervise(options))
}
