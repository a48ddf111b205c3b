import Foundation
import RuleEngine

/// Where the tool's output goes and where its input comes from. Tests capture it; `main.swift` binds it to the
/// process's standard streams. Nothing else in the tool prints.
struct ToolIO: Sendable {
    var writeOutput: @Sendable (String) -> Void
    var writeError: @Sendable (String) -> Void
    var readInput: @Sendable () -> [UInt8]
    /// Whether standard output is a terminal (colour is decided from this, NO_COLOR and --no-color).
    var outputIsTerminal: Bool
    /// The folder relative paths are resolved against and reported relative to.
    var workingDirectory: String
    /// Why writing standard output failed (a full disk, a closed stream, a reader that went away), if it did.
    var outputFailure: @Sendable () -> String? = { nil }
    /// Bytes to standard output as they are (fixed source read from standard input need not be UTF-8); nil
    /// passes them to `writeOutput` as text.
    var writeOutputBytesDirectly: (@Sendable ([UInt8]) -> Void)? = nil

    func writeOutputBytes(_ bytes: [UInt8]) {
        if let writeOutputBytesDirectly { writeOutputBytesDirectly(bytes) } else { writeOutput(String(decoding: bytes, as: UTF8.self)) }
    }

    /// Writes `a11y-lint: KIND: message` to standard error. The message quotes user input (paths, configuration
    /// values, arguments, asset names), so every control character, bidirectional override and line separator in
    /// it is made visible: nothing a file name or a YAML value holds can recolour the terminal or forge a line.
    /// Line breaks the tool itself puts in a message start indented continuation lines.
    func diagnose(_ kind: String, _ message: String) {
        let lines = VisibleText.lines(message)
        writeError("a11y-lint: \(kind): " + lines.joined(separator: "\n  ") + "\n")
    }

    static var standard: ToolIO {
        let output = StandardStream(descriptor: STDOUT_FILENO)
        let error = StandardStream(descriptor: STDERR_FILENO)
        return ToolIO(
            writeOutput: { output.write($0) },
            writeError: { error.write($0) },
            readInput: { FileReader.readStandardInput() },
            outputIsTerminal: isatty(STDOUT_FILENO) == 1,
            workingDirectory: FileManager.default.currentDirectoryPath,
            outputFailure: { output.failure },
            writeOutputBytesDirectly: { output.write(bytes: $0) })
    }
}

/// A standard stream written with `write(2)`: a failed write (ENOSPC, EBADF, EPIPE once SIGPIPE is ignored) is
/// remembered and later writes are dropped, where `FileHandle.write` trapped and the tool died with SIGILL.
final class StandardStream: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var firstFailure: String?

    init(descriptor: Int32) { self.descriptor = descriptor }

    var failure: String? {
        lock.lock()
        defer { lock.unlock() }
        return firstFailure
    }

    func write(_ text: String) { write(bytes: Array(text.utf8)) }

    func write(bytes all: [UInt8]) {
        lock.lock()
        defer { lock.unlock() }
        guard firstFailure == nil else { return }
        firstFailure = FileWriting.writeAll(all, to: descriptor)
    }
}
