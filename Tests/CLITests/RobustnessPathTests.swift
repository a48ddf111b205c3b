#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import XCTest
@testable import a11y_lint

/// Hostile file systems through the whole command (`Tool.run`): whatever the paths hold, the run ends, exits 2
/// with a clear message for anything it could not read, and 0 or 1 otherwise.
final class RobustnessPathTests: XCTestCase {
    /// A file whose only finding is a low one (an unused suppression): exit 1 with `--fail-on low`.
    static let lowFindingSource = "// a11y-lint:disable all\nlet x = 1\n"

    func timed(_ body: () throws -> Void) rethrows -> TimeInterval {
        let started = Date()
        try body()
        return Date().timeIntervalSince(started)
    }

    func testEmptyAndByteOrderMarkOnlyFilesLintClean() throws {
        let tree = try TemporaryTree()
        try tree.write("Empty.swift", "")
        try Data([0xEF, 0xBB, 0xBF]).write(to: URL(fileURLWithPath: tree.root + "/BOM.swift"))
        let run = runTool(["--fail-on", "low", "."], in: tree.root)
        XCTAssertEqual(run.exitCode, .clean, run.error)
        XCTAssertEqual(run.error, "")
    }

    func testTwentyThousandSmallFiles() throws {
        let tree = try TemporaryTree()
        let body = Array("import SwiftUI\nlet value = 1\n".utf8)
        for folder in 0..<100 {
            let path = tree.root + "/Module\(folder)"
            XCTAssertEqual(mkdir(path, 0o755), 0)
            for file in 0..<200 {
                let descriptor = open(path + "/File\(file).swift", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
                XCTAssertGreaterThanOrEqual(descriptor, 0)
                _ = body.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                close(descriptor)
            }
        }
        try tree.write("Module7/Late.swift", Self.lowFindingSource)
        var run = runTool([], in: tree.root)
        let seconds = timed {
            run = runTool(["--fail-on", "low", "--format", "json", tree.root], in: tree.root)
        }
        XCTAssertEqual(run.exitCode, .findings, run.error)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.compactMap { $0["file"] as? String }, ["Module7/Late.swift"])
        XCTAssertLessThan(seconds, 60, "20,001 files")
    }

    /// Between discovery and reading a file can vanish; the read reports it, the run exits 2.
    func testFileRemovedBeforeReadingIsAnError() throws {
        let tree = try TemporaryTree()
        let path = try tree.write("Gone.swift", "let x = 1\n")
        let found = FileDiscovery(isExcluded: { _ in false }, isIncluded: { _ in true }).discover([tree.root])
        XCTAssertEqual(found.files, [path])
        try FileManager.default.removeItem(atPath: path)
        XCTAssertThrowsError(try FileReader.read(path)) { error in
            XCTAssertEqual(error as? ToolError, .missingPath(path))
        }
        // The same state seen from the command: a path given explicitly whose target has gone.
        try FileManager.default.createSymbolicLink(atPath: tree.root + "/Link.swift", withDestinationPath: path)
        let run = runTool(["Link.swift"], in: tree.root)
        XCTAssertEqual(run.exitCode, .error)
        XCTAssertTrue(run.error.contains("Link.swift: no such file or directory"), run.error)
    }

    /// A FIFO would block `open` until a writer comes; a device never ends. Neither is linted, neither hangs.
    func testFIFOAndDeviceAmongPathsExitTwoWithoutHanging() throws {
        let tree = try TemporaryTree()
        try tree.write("Sources/Good.swift", Self.lowFindingSource)
        let fifo = tree.root + "/Sources/Pipe.swift"
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        try FileManager.default.createSymbolicLink(atPath: tree.root + "/Sources/Null.swift", withDestinationPath: "/dev/null")
        let rescue = unblockReaders(of: fifo, after: 5)
        defer { rescue.cancel() }
        for arguments in [["Sources"], ["Sources/Good.swift", "Sources/Pipe.swift", "Sources/Null.swift"]] {
            var run = runTool([], in: tree.root)
            let seconds = timed { run = runTool(["--fail-on", "low"] + arguments, in: tree.root) }
            XCTAssertLessThan(seconds, 4, "\(arguments) blocked on the FIFO")
            XCTAssertEqual(run.exitCode, .error, "\(arguments)")
            XCTAssertTrue(run.error.contains("Sources/Pipe.swift: cannot read: not a regular file"), run.error)
            XCTAssertTrue(run.error.contains("Sources/Null.swift: cannot read: not a regular file"), run.error)
            XCTAssertTrue(run.output.contains("Sources/Good.swift"), "the readable file is still linted: \(run.output)")
        }
    }

    /// `dump-tree` and `dump-tokens` read the path they are given without discovery: a FIFO fails, not blocks.
    func testDumpCommandsOnAFIFODoNotBlock() throws {
        let tree = try TemporaryTree()
        let fifo = tree.root + "/Pipe.swift"
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let rescue = unblockReaders(of: fifo, after: 5)
        defer { rescue.cancel() }
        for command in ["dump-tree", "dump-tokens"] {
            var run = runTool([], in: tree.root)
            let seconds = timed { run = runTool([command, "Pipe.swift"], in: tree.root) }
            XCTAssertLessThan(seconds, 4, "\(command) blocked on the FIFO")
            XCTAssertEqual(run.exitCode, .error)
            XCTAssertTrue(run.error.contains("Pipe.swift: cannot read: not a regular file"), run.error)
        }
    }

    func testSymlinkLoops() throws {
        let tree = try TemporaryTree()
        try tree.write("App/View.swift", Self.lowFindingSource)
        // A folder that contains itself, two folders that contain each other, and two files that point at each other.
        try FileManager.default.createSymbolicLink(atPath: tree.root + "/App/Self", withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: tree.root + "/App/Up", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: tree.root + "/App/A.swift", withDestinationPath: "B.swift")
        try FileManager.default.createSymbolicLink(atPath: tree.root + "/App/B.swift", withDestinationPath: "A.swift")
        var run = runTool([], in: tree.root)
        let seconds = timed { run = runTool(["--fail-on", "low", "--format", "xcode", "App"], in: tree.root) }
        XCTAssertLessThan(seconds, 10)
        XCTAssertEqual(run.exitCode, .findings, run.error)
        XCTAssertEqual(run.output.components(separatedBy: "\n").filter { $0.contains("View.swift:1:") }.count, 1,
                       "each file once: \(run.output)")
        // Given explicitly, the looping file is a request the tool cannot satisfy.
        let explicit = runTool(["App/A.swift"], in: tree.root)
        XCTAssertEqual(explicit.exitCode, .error)
        XCTAssertTrue(explicit.error.contains("App/A.swift: cannot read:"), explicit.error)
    }

    func testPathWithSpacesQuotesAndNonASCII() throws {
        let tree = try TemporaryTree()
        let relative = "Écrans \"spéciaux\" 'ü'/Vue d’ensemble #1 (日本) 😀.swift"
        try tree.write(relative, Self.lowFindingSource)
        let run = runTool(["--fail-on", "low", "--format", "json", tree.root], in: tree.root)
        XCTAssertEqual(run.exitCode, .findings, run.error)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.compactMap { $0["file"] as? String }, [relative])
        // Given explicitly, with its quotes and spaces, it is the same file.
        let explicit = runTool(["--fail-on", "low", "--format", "xcode", relative], in: tree.root)
        XCTAssertEqual(explicit.exitCode, .findings, explicit.error)
        XCTAssertTrue(explicit.output.hasPrefix(tree.root + "/" + relative + ":1:"), "Xcode's paths are absolute: \(explicit.output)")
    }

    /// From `seconds` on, keeps opening the FIFO for writing, so that a reader blocked in `open` gets end of file
    /// and a regression fails the time assertion instead of hanging the suite.
    func unblockReaders(of fifo: String, after seconds: Double) -> FIFORescue {
        let rescue = FIFORescue()
        let thread = Thread {
            Thread.sleep(forTimeInterval: seconds)
            while !rescue.isCancelled {
                let descriptor = open(fifo, O_WRONLY | O_NONBLOCK)
                if descriptor >= 0 { close(descriptor) }
                Thread.sleep(forTimeInterval: 0.2)
            }
        }
        thread.start()
        return rescue
    }
}

final class FIFORescue: @unchecked Sendable {
    // Guarded by `lock`: set by the test, read by the rescue thread.
    private let lock = NSLock()
    private var cancelled = false
    var isCancelled: Bool { lock.lock(); defer { lock.unlock() }; return cancelled }
    func cancel() { lock.lock(); cancelled = true; lock.unlock() }
}
