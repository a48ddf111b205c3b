import Foundation
import XCTest
@testable import a11y_lint

/// `--fix`, reports, baselines and rule pages never damage or replace what they should not.
final class FileWritingTests: XCTestCase {
    static let fixOnly = ["--fix", "--only", "deprecated-accessibility-modifier"]
    static let fixedText = ".accessibilityHint(Text(\"Sum of all entries\"))"

    func inode(_ path: String) -> ino_t {
        var info = stat()
        XCTAssertEqual(lstat(path, &info), 0, path)
        return info.st_ino
    }

    /// A report file is written as it is rendered, in pieces, never built whole first: what reaches the file is
    /// every piece in order (text and raw bytes), and a report through `--report` equals standard output's.
    func testReportFilesAreWrittenPieceByPiece() throws {
        let tree = try TemporaryTree()
        let target = tree.root + "/out/report.txt"
        try FileManager.default.createDirectory(atPath: tree.root + "/out", withIntermediateDirectories: true)
        let piece = String(repeating: "é", count: ChunkedOutput.chunkBytes / 3)
        try FileWriting.writeOutputFile(to: target) { sink in
            for _ in 0..<10 { sink.write(piece) }
            sink.write(bytes: [0xFF, 0x0A])
        }
        let written = try XCTUnwrap(FileManager.default.contents(atPath: target))
        XCTAssertEqual(Array(written), Array(String(repeating: piece, count: 10).utf8) + [0xFF, 0x0A])

        try tree.write("Failing.swift", LintCommandTests.failing)
        let run = runTool(["Failing.swift", "--format", "sarif", "--report", "sarif:out/a.sarif"], in: tree.root)
        XCTAssertEqual(try tree.read("out/a.sarif"), run.output)
    }

    func testFixRefusesAFileThatChangedOrDisappeared() throws {
        let tree = try TemporaryTree()
        let path = try tree.write("Edited.swift", "// the user's newer edit\n")
        XCTAssertThrowsError(try FileWriting.writeFixedSource(Array("fixed".utf8), over: path,
                                                              linted: Array("linted".utf8)))
        XCTAssertEqual(try tree.read("Edited.swift"), "// the user's newer edit\n")
        let gone = tree.root + "/Renamed.swift"
        XCTAssertThrowsError(try FileWriting.writeFixedSource(Array("fixed".utf8), over: gone, linted: []))
        XCTAssertFalse(FileManager.default.fileExists(atPath: gone), "a file moved away is not recreated")
    }

    func testFixWritesThroughSymbolicLinksAndKeepsHardLinks() throws {
        let tree = try TemporaryTree()
        let real = try tree.write("Real/Screen.swift", LintCommandTests.failing)
        try FileManager.default.createSymbolicLink(atPath: tree.root + "/Link.swift", withDestinationPath: real)
        let hard = try tree.write("Hard/One.swift", LintCommandTests.failing)
        XCTAssertEqual(link(hard, tree.root + "/Hard/Two.swift"), 0)
        let hardInode = inode(hard)

        let run = runTool(["Link.swift", "Hard/One.swift"] + Self.fixOnly, in: tree.root)
        XCTAssertEqual(run.exitCode, .clean, run.error)
        XCTAssertTrue(try tree.read("Real/Screen.swift").contains(Self.fixedText), "the link's target is fixed")
        let linkType = try FileManager.default.attributesOfItem(atPath: tree.root + "/Link.swift")[.type] as? FileAttributeType
        XCTAssertEqual(linkType, .typeSymbolicLink, "the link stays a link")
        XCTAssertTrue(try tree.read("Hard/Two.swift").contains(Self.fixedText), "hard links still share the file")
        XCTAssertEqual(inode(hard), hardInode)
        XCTAssertTrue(run.error.contains("fixed 1 finding(s) in Hard/One.swift"), run.error)
    }

    func testReadOnlyFileIsReportedAndTheRestStillFixed() throws {
        let tree = try TemporaryTree()
        let locked = try tree.write("Locked.swift", LintCommandTests.failing)
        try tree.write("Open.swift", LintCommandTests.failing)
        XCTAssertEqual(chmod(locked, 0o444), 0)
        let run = runTool(["."] + Self.fixOnly, in: tree.root)
        XCTAssertEqual(run.exitCode, .error)
        XCTAssertTrue(run.error.contains("did not fix Locked.swift: the file is read-only"), run.error)
        XCTAssertEqual(try tree.read("Locked.swift"), LintCommandTests.failing)
        XCTAssertTrue(try tree.read("Open.swift").contains(Self.fixedText))
        XCTAssertTrue(run.output.contains("Locked.swift:6"), "the unfixed file's findings are still reported: \(run.output)")
    }

    func testFixOfStandardInputKeepsBytesThatAreNotUTF8() throws {
        let tree = try TemporaryTree()
        let source = Array("// caf\u{E9} in Latin-1: ".utf8) + [0xE9, 0xFF, 0x0A] + Array(LintCommandTests.failing.utf8)
        let written = Capture()
        nonisolated(unsafe) var bytes: [UInt8] = []
        let lock = NSLock()
        let io = ToolIO(writeOutput: { written.append($0) }, writeError: { _ in }, readInput: { source },
                        outputIsTerminal: false, workingDirectory: tree.root,
                        writeOutputBytesDirectly: { output in lock.lock(); bytes += output; lock.unlock() })
        _ = Tool.run(arguments: ["--stdin-path", "Editor.swift"] + Self.fixOnly, environment: [:], io: io)
        lock.lock()
        defer { lock.unlock() }
        XCTAssertEqual(Array(bytes.prefix(26)), Array(source.prefix(26)), "the Latin-1 bytes come back unchanged")
        XCTAssertTrue(String(decoding: bytes, as: UTF8.self).contains(Self.fixedText))
    }

    func testReportsFollowLinksAndNeverReplaceSpecialFiles() throws {
        let tree = try TemporaryTree()
        try tree.write("Failing.swift", LintCommandTests.failing)
        let target = try tree.write("reports/real.json", "old")
        try FileManager.default.createSymbolicLink(atPath: tree.root + "/latest.json", withDestinationPath: target)
        let fifo = tree.root + "/pipe.json"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let received = Capture()
        let reader = Thread {
            if let handle = FileHandle(forReadingAtPath: fifo) { received.append(String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)) }
        }
        reader.start()
        let run = runTool(["Failing.swift", "--report", "json:latest.json", "--report", "json:pipe.json"], in: tree.root)
        XCTAssertEqual(run.exitCode, .findings, run.error)
        XCTAssertTrue(try tree.read("reports/real.json").contains("\"findings\""))
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: tree.root + "/latest.json")[.type] as? FileAttributeType,
                       .typeSymbolicLink)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: fifo)[.type] as? FileAttributeType, .typeUnknown,
                       "the FIFO is still a FIFO")
        for _ in 0..<200 where !received.value.contains("\"findings\"") { Thread.sleep(forTimeInterval: 0.01) }
        XCTAssertTrue(received.value.contains("\"findings\""), "the report went through the FIFO")
    }

    func testAFailedReportStillPrintsTheFindings() throws {
        let tree = try TemporaryTree()
        try tree.write("Failing.swift", LintCommandTests.failing)
        let run = runTool(["Failing.swift", "--report", "json:Failing.swift/report.json"], in: tree.root)
        XCTAssertEqual(run.exitCode, .error)
        XCTAssertTrue(run.output.contains("icon-only-button"), run.output)
        XCTAssertTrue(run.error.contains("Failing.swift/report.json"), run.error)
    }

    func testRulePagesNeverOverwriteOrDeleteTheUsersFiles() throws {
        let tree = try TemporaryTree()
        try tree.write("docs/notes.md", "# My notes\n")
        let first = runTool(["rules", "--docs", "docs"], in: tree.root)
        XCTAssertEqual(first.exitCode, .clean, first.error)
        XCTAssertEqual(try tree.read("docs/notes.md"), "# My notes\n", "other Markdown stays")
        try tree.write("docs/retired-rule.md", "# Retired\n\n`retired-rule` · Severity: **low** · …\n")
        XCTAssertEqual(runTool(["rules", "--docs", "docs"], in: tree.root).exitCode, .clean)
        XCTAssertFalse(FileManager.default.fileExists(atPath: tree.root + "/docs/retired-rule.md"), "a stale page goes")

        try tree.write("site/README.md", "# The user's own README\n")
        let refused = runTool(["rules", "--docs", "site"], in: tree.root)
        XCTAssertEqual(refused.exitCode, .error)
        XCTAssertEqual(try tree.read("site/README.md"), "# The user's own README\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: tree.root + "/site/icon-only-button.md"), "nothing written")
    }
}

/// Files that cannot be linted are reported and fail the run, never skipped with exit 0.
final class SkippedFileTests: XCTestCase {
    func testNamesThatAreNotUTF8AreReported() throws {
        let tree = try TemporaryTree()
        try tree.write("Good.swift", LintCommandTests.clean)
        let name = Array("Caf".utf8) + [0xE9] + Array(".swift".utf8)
        let path = Array((tree.root + "/").utf8) + name
        let descriptor = open(path.map { CChar(bitPattern: $0) } + [0], O_CREAT | O_WRONLY, 0o644)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        close(descriptor)
        let other = Array((tree.root + "/Logo").utf8) + [0xE9] + Array(".png".utf8)
        close(open(other.map { CChar(bitPattern: $0) } + [0], O_CREAT | O_WRONLY, 0o644))
        let run = runTool(["."], in: tree.root)
        XCTAssertEqual(run.exitCode, .error)
        XCTAssertTrue(run.error.contains("Caf\\xe9.swift"), run.error)
        XCTAssertFalse(run.error.contains("Logo"), "a non-Swift file is not worth an error: \(run.error)")
        XCTAssertTrue(run.output.contains("in 1 file"), "the readable file is still linted: \(run.output)")
    }

    func testPathsTooLongAreReported() throws {
        let tree = try TemporaryTree()
        try tree.write("Good.swift", LintCommandTests.clean)
        // Nested folders whose full path passes PATH_MAX (4,096 bytes), each made inside the last through a
        // descriptor: no path that long is ever handed to the system.
        let segment = String(repeating: "d", count: 200)
        var parent = open(tree.root, O_RDONLY | O_DIRECTORY)
        for _ in 0..<22 {
            XCTAssertEqual(mkdirat(parent, segment, 0o755), 0)
            let child = openat(parent, segment, O_RDONLY | O_DIRECTORY)
            close(parent)
            parent = child
        }
        XCTAssertEqual(close(openat(parent, "Deep.swift", O_CREAT | O_WRONLY, 0o644)), 0)
        close(parent)
        let run = runTool(["."], in: tree.root)
        XCTAssertEqual(run.exitCode, .error, run.output)
        XCTAssertTrue(run.error.contains(segment), run.error)
        // Removed from the inside out through descriptors: a path this long cannot be removed in one call.
        var descriptors = [open(tree.root, O_RDONLY | O_DIRECTORY)]
        for _ in 0..<22 { descriptors.append(openat(descriptors.last!, segment, O_RDONLY | O_DIRECTORY)) }
        unlinkat(descriptors.last!, "Deep.swift", 0)
        while descriptors.count > 1 {
            close(descriptors.removeLast())
            unlinkat(descriptors.last!, segment, AT_REMOVEDIR)
        }
        close(descriptors[0])
    }
}

/// `--fix --dry-run` shows what `--fix` would change and changes nothing.
final class FixDryRunTests: XCTestCase {
    func testDryRunPrintsADiffAndWritesNothing() throws {
        let tree = try TemporaryTree()
        try tree.write("Failing.swift", LintCommandTests.failing)
        try tree.write("Clean.swift", LintCommandTests.clean)
        let run = runTool([".", "--fix", "--dry-run"], in: tree.root)
        XCTAssertEqual(run.exitCode, .findings, run.error)
        XCTAssertTrue(run.output.hasPrefix("--- a/Failing.swift\n+++ b/Failing.swift\n@@ "), run.output)
        let lines = run.output.split(separator: "\n")
        XCTAssertTrue(lines.contains { $0.hasPrefix("-") && $0.contains("Text(\"Total\").accessibility(hint: Text(") })
        XCTAssertTrue(lines.contains { $0.hasPrefix("+") && $0.contains("Text(\"Total\").accessibilityHint(Text(") })
        XCTAssertFalse(run.output.contains("Clean.swift"))
        XCTAssertEqual(try tree.read("Failing.swift"), LintCommandTests.failing, "nothing is written")
        let clean = runTool(["Clean.swift", "--fix", "--dry-run"], in: tree.root)
        XCTAssertEqual(clean.exitCode, .clean)
        XCTAssertEqual(clean.output, "")
        XCTAssertEqual(runTool([".", "--dry-run"], in: tree.root).exitCode, .error, "--dry-run needs --fix")
    }
}
