import Foundation
import XCTest

/// A few runs of the real executable as a subprocess: the process's exit status and streams.
final class ExecutableTests: XCTestCase {
    func testExitStatusesOfTheBuiltExecutable() throws {
        guard FileManager.default.isExecutableFile(atPath: executableURL().path) else {
            throw XCTSkip("a11y-lint executable not built beside the tests")
        }
        let tree = try TemporaryTree()
        try tree.write("Clean.swift", LintCommandTests.clean)
        try tree.write("Failing.swift", LintCommandTests.failing)
        XCTAssertEqual(try runExecutable(["Clean.swift"], in: tree.root).0, 0)
        let failing = try runExecutable(["Failing.swift"], in: tree.root)
        XCTAssertEqual(failing.0, 1)
        XCTAssertTrue(failing.1.contains("icon-only-button"))
        XCTAssertEqual(try runExecutable(["--no-such-option"], in: tree.root).0, 2)
        XCTAssertEqual(try runExecutable(["Missing.swift"], in: tree.root).0, 2)
        let stdin = try runExecutable(["--stdin-path", "In.swift"], in: tree.root, stdin: LintCommandTests.failing)
        XCTAssertEqual(stdin.0, 1)
        XCTAssertTrue(stdin.1.contains("In.swift"))
    }
}

/// Standard output that cannot be written (a full disk, a closed stream, a reader that went away) fails the run
/// with exit 2 and a message, where writing used to trap (SIGILL, exit 132).
final class OutputFailureTests: XCTestCase {
    func run(_ arguments: [String], in directory: String, output: FileHandle?) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = executableURL()
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let errorPipe = Pipe()
        process.standardError = errorPipe
        if let output { process.standardOutput = output }
        try process.run()
        let error = errorPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: error, as: UTF8.self))
    }

    func testFullDiskFailsTheRunWithAMessage() throws {
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else { throw XCTSkip("no /dev/full here") }
        let tree = try TemporaryTree()
        try tree.write("Failing.swift", LintCommandTests.failing)
        let (status, error) = try run(["Failing.swift"], in: tree.root, output: full)
        XCTAssertEqual(status, 2)
        XCTAssertTrue(error.contains("could not write standard output"), error)
        let (versionStatus, _) = try run(["--version"], in: tree.root, output: full)
        XCTAssertEqual(versionStatus, 2)
    }

    func testReaderThatGoesAwayFailsTheRunWithoutASignal() throws {
        let tree = try TemporaryTree()
        try tree.write("Failing.swift", LintCommandTests.failing)
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let (status, error) = try run(["Failing.swift"], in: tree.root, output: pipe.fileHandleForWriting)
        XCTAssertEqual(status, 2, error)
        XCTAssertTrue(error.contains("could not write standard output"), error)
    }
}
