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
