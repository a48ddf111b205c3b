import Foundation
import XCTest
@testable import a11y_lint

/// A temporary folder removed when the test ends.
final class TemporaryTree {
    let root: String

    init() throws {
        let path = NSTemporaryDirectory() + "a11y-lint-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        root = path
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> String {
        let path = root + "/" + relativePath
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func read(_ relativePath: String) throws -> String {
        try String(contentsOfFile: root + "/" + relativePath, encoding: .utf8)
    }
}

/// The output of one in-process run of the tool.
struct ToolRun {
    var exitCode: ExitCode
    var output: String
    var error: String
}

/// Thread-safe text capture for `ToolIO`.
final class Capture: @unchecked Sendable {
    // Guarded by `lock`: reporters may write from the main thread only, but be safe.
    private let lock = NSLock()
    private var text = ""
    func append(_ more: String) { lock.lock(); text += more; lock.unlock() }
    var value: String { lock.lock(); defer { lock.unlock() }; return text }
}

/// Runs the tool in-process with captured output.
func runTool(_ arguments: [String], in directory: String, stdin: String = "",
             environment: [String: String] = [:]) -> ToolRun {
    let output = Capture()
    let error = Capture()
    let input = Array(stdin.utf8)
    let io = ToolIO(writeOutput: { output.append($0) }, writeError: { error.append($0) },
                    readInput: { input }, outputIsTerminal: false, workingDirectory: directory)
    let code = Tool.run(arguments: arguments, environment: environment, io: io)
    return ToolRun(exitCode: code, output: output.value, error: error.value)
}

/// Runs the built executable as a subprocess (end-to-end tests).
func runExecutable(_ arguments: [String], in directory: String, stdin: String? = nil) throws -> (Int32, String, String) {
    let process = Process()
    process.executableURL = executableURL()
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let outputPipe = Pipe()
    let errorPipe = Pipe()
    let inputPipe = Pipe()
    process.standardOutput = outputPipe
    process.standardError = errorPipe
    process.standardInput = inputPipe
    try process.run()
    inputPipe.fileHandleForWriting.write(Data((stdin ?? "").utf8))
    try inputPipe.fileHandleForWriting.close()
    let output = outputPipe.fileHandleForReading.readDataToEndOfFile()
    let error = errorPipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self))
}

/// The `a11y-lint` executable built beside the test bundle.
func executableURL() -> URL {
    let bundle = Bundle(for: Capture.self).bundleURL
    let candidates = [bundle.deletingLastPathComponent().appendingPathComponent("a11y-lint"),
                      bundle.appendingPathComponent("a11y-lint")]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
}
