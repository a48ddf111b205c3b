import Foundation

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

    static var standard: ToolIO {
        ToolIO(
            writeOutput: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
            writeError: { text in FileHandle.standardError.write(Data(text.utf8)) },
            readInput: { FileReader.readStandardInput() },
            outputIsTerminal: isatty(STDOUT_FILENO) == 1,
            workingDirectory: FileManager.default.currentDirectoryPath)
    }
}
