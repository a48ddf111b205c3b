import Foundation
import PackagePlugin

/// `swift package a11y-lint [--target NAME…] [arguments…]`: runs the source-built linter on the package (its
/// folder by default), passing the other arguments through. Exits with the linter's status.
@main
struct A11yLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "a11y-lint")
        var arguments = arguments
        var extractor = ArgumentExtractor(arguments)
        let targets = extractor.extractOption(named: "target")
        arguments = extractor.remainingArguments
        // With `--target NAME` (repeatable) lint those targets; otherwise the tool runs in the package folder,
        // which is what it lints when given no path.
        let paths = try context.package.targets(named: targets).compactMap { $0.sourceModule?.directoryURL.path }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = paths + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("a11y-lint exited with status \(process.terminationStatus)")
            throw PluginExit.status(process.terminationStatus)
        }
    }
}

enum PluginExit: Error, CustomStringConvertible {
    case status(Int32)
    var description: String {
        switch self {
        case let .status(code): return "a11y-lint exited with status \(code)"
        }
    }
}
