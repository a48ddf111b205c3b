import Foundation
import PackagePlugin

/// Lints a target's Swift sources on every build that changes them, with Xcode-format diagnostics, using the
/// source-built linter. A finding at or above `fail_on` fails the build (the tool exits 1).
/// The Xcode report written to the plugin's work folder is the command's declared output, so the command reruns
/// exactly when a source file changes.
@main
struct A11yLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let sourceTarget = target as? SourceModuleTarget else { return [] }
        let sources = sourceTarget.sourceFiles(withSuffix: "swift").map(\.url)
        return try Self.lintCommand(named: target.name, sources: sources, workDirectory: context.pluginWorkDirectoryURL,
                                    tool: context.tool(named: "a11y-lint").url)
    }

    /// One command per target, for SwiftPM packages and Xcode projects alike.
    static func lintCommand(named name: String, sources: [URL], workDirectory: URL, tool: URL) -> [Command] {
        guard !sources.isEmpty else { return [] }
        let report = workDirectory.appendingPathComponent("a11y-lint-\(name).txt")
        return [
            .buildCommand(
                displayName: "a11y-lint \(name)",
                executable: tool,
                arguments: ["--format", "xcode", "--quiet", "--report", "xcode:\(report.path)"] + sources.map(\.path),
                inputFiles: sources,
                outputFiles: [report]),
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same plugin on an Xcode app target (Build Phases > Run Build Tool Plug-ins), where most SwiftUI apps live.
extension A11yLintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let sources = target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url)
        return try Self.lintCommand(named: target.displayName, sources: sources,
                                    workDirectory: context.pluginWorkDirectoryURL,
                                    tool: context.tool(named: "a11y-lint").url)
    }
}
#endif
