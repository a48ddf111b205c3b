import A11yLint
import Foundation
import RuleEngine

/// The command line as a function: arguments in, exit code out, all output through `io`.
enum Tool {
    static let version = "0.1.0"

    static func run(arguments: [String], environment: [String: String], io: ToolIO) -> ExitCode {
        let code = runCommand(arguments: arguments, environment: environment, io: io)
        // Output that could not be written is a failed run, whatever it found: nothing must look clean.
        if let failure = io.outputFailure() {
            io.diagnose("error", "could not write standard output: \(failure)")
            return .error
        }
        return code
    }

    private static func runCommand(arguments: [String], environment: [String: String], io: ToolIO) -> ExitCode {
        do {
            let parsed = try ArgumentParser.parse(arguments)
            if parsed.has("--help") {
                io.writeOutput(HelpText.render(for: parsed.command))
                return .clean
            }
            if parsed.has("--version") {
                io.writeOutput("a11y-lint \(version)\n")
                return .clean
            }
            switch parsed.command {
            case .lint: return try LintCommand.run(parsed, environment: environment, io: io)
            case .rules: return try RulesCommand.run(parsed, io: io)
            case .explain: return try RulesCommand.explain(parsed.positionals[0], io: io)
            case .dumpTree: return try DumpCommand.tree(parsed.positionals[0], io: io)
            case .dumpTokens: return try DumpCommand.tokens(parsed.positionals[0], io: io)
            }
        } catch let error as ToolError {
            io.diagnose("error", error.description)
            return .error
        } catch {
            io.diagnose("error", "\(error)")
            return .error
        }
    }

    /// Resolves a user-given path against the working directory, without `.` and `..` components, so that a file
    /// is reported the same way however the folder above it was named (`.`, `./App`, `App/`).
    static func absolute(_ path: String, in io: ToolIO) -> String {
        let joined = path.hasPrefix("/") ? path : (io.workingDirectory as NSString).appendingPathComponent(path)
        return URL(fileURLWithPath: joined).standardized.path
    }
}
