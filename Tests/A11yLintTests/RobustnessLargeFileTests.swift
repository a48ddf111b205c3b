import Foundation
import XCTest

/// A 50 MB Swift file through the real command, built for release: a debug build lints about 0.3 MB/s, too slow for
/// the test suite, so this runs only when `A11YLINT_RELEASE_BINARY` names a release-built `a11y-lint`:
///
///     swift build -c release --product a11y-lint
///     A11YLINT_RELEASE_BINARY=$PWD/.build/release/a11y-lint swift test --skip-build --filter RobustnessLargeFileTests
///
/// The file is RobustnessHostileSourceTests.rowView repeated (four findings per 320 bytes, so reporting matters as
/// much as linting). Measured (release, Linux x86_64, 2 shared cores): 12.5 MB 5.5 s, 50 MB 22.7 s of CPU, 1.55 GB
/// peak memory; before the fixes of issue 10, 61 s and 1.8 GB for 50 MB, and a quarter of the size was not a
/// quarter of the time.
final class RobustnessLargeFileTests: XCTestCase {
    static let binaryVariable = "A11YLINT_RELEASE_BINARY"

    struct Run {
        var exitStatus: Int32
        /// The text report's last line: `N findings: …`.
        var summary: String
        var standardError: String
        /// User and system CPU of the child.
        var cpuSeconds: Double
        /// Peak resident memory of the largest child so far, in bytes.
        var peakBytes: Int
    }

    func testFiftyMegabyteFileLintsInLinearTimeWithEveryFindingReported() throws {
        guard let binary = ProcessInfo.processInfo.environment[Self.binaryVariable], !binary.isEmpty else {
            throw XCTSkip("set \(Self.binaryVariable) to a release-built a11y-lint to lint a 50 MB file")
        }
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: binary), "\(Self.binaryVariable)=\(binary)")
        let directory = NSTemporaryDirectory() + "a11y-lint-large-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }

        let unit = RobustnessHostileSourceTests.rowView
        let one = try lint(copies: 1, of: unit, binary: binary, in: directory)
        let perCopy = try XCTUnwrap(Self.findingCount(one.summary), one.summary)
        XCTAssertGreaterThanOrEqual(perCopy, 4)

        let copies = 50_000_000 / unit.utf8.count
        var runs: [Run] = []
        for count in [copies / 4, copies] {
            let run = try lint(copies: count, of: unit, binary: binary, in: directory)
            // Exit 1: findings at or above the default failing severity (high); nothing on standard error.
            XCTAssertEqual(run.exitStatus, 1, "\(count) copies: \(run.standardError)")
            XCTAssertEqual(run.standardError, "", "\(count) copies")
            XCTAssertEqual(Self.findingCount(run.summary), perCopy * count, "\(count) copies: \(run.summary)")
            runs.append(run)
        }
        let (quarter, whole) = (runs[0], runs[1])
        print("RobustnessLargeFileTests: \(copies / 4 * unit.utf8.count) bytes \(quarter.cpuSeconds) s CPU; "
              + "\(copies * unit.utf8.count) bytes \(whole.cpuSeconds) s CPU, \(whole.peakBytes) bytes peak memory")
        XCTAssertLessThan(whole.cpuSeconds, 150, "generous: 24 s measured")
        XCTAssertLessThan(whole.cpuSeconds, max(quarter.cpuSeconds, 1) * 8,
                          "4 times the input, at most 8 times the time: \(quarter.cpuSeconds) s, \(whole.cpuSeconds) s")
        XCTAssertLessThan(whole.peakBytes, 3_000_000_000, "generous: 1.6 GB measured")
    }

    /// Runs the binary on a file of `copies` copies of `unit` with the default text report, and returns its exit
    /// status, the report's last line (the report itself, 250 MB for 50 MB, is read and dropped as it comes), its
    /// standard error and the CPU it used.
    private func lint(copies: Int, of unit: String, binary: String, in directory: String) throws -> Run {
        try Data(String(repeating: unit, count: copies).utf8).write(to: URL(fileURLWithPath: directory + "/Rows.swift"))
        let errorPath = directory + "/error.txt"
        XCTAssertTrue(FileManager.default.createFile(atPath: errorPath, contents: nil))
        let error = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
        defer { try? error.close() }
        let output = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["--jobs", "1", "Rows.swift"]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ["NO_COLOR": "1"]
        process.standardOutput = output
        process.standardError = error
        let before = Self.childrenUsage()
        try process.run()
        var tail = Data()
        while case let chunk = output.fileHandleForReading.availableData, !chunk.isEmpty {
            tail = (tail + chunk).suffix(4_096)
        }
        process.waitUntilExit()
        let after = Self.childrenUsage()
        XCTAssertEqual(process.terminationReason, .exit, "ended by signal \(process.terminationStatus)")
        let summary = String(decoding: tail, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
        return Run(exitStatus: process.terminationStatus, summary: summary,
                   standardError: try String(contentsOfFile: errorPath, encoding: .utf8),
                   cpuSeconds: after.cpuSeconds - before.cpuSeconds, peakBytes: after.peakBytes)
    }

    /// `N` of the text report's summary `N findings: …` (or `1 finding: …`).
    static func findingCount(_ summary: String) -> Int? {
        // "12 findings in 1 file: …"
        let words = summary.prefix { $0 != ":" }.split(separator: " ")
        guard words.count >= 2, words[1] == "finding" || words[1] == "findings" else { return nil }
        return Int(words[0])
    }

    /// CPU time of this process's waited-for children so far, and the largest peak memory among them.
    static func childrenUsage() -> (cpuSeconds: Double, peakBytes: Int) {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return (seconds(usage.ru_utime) + seconds(usage.ru_stime), Int(usage.ru_maxrss) * 1_024)
    }
}
