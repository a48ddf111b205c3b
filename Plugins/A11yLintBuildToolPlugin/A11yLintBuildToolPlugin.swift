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
        guard !sources.isEmpty else { return [] }
        let report = context.pluginWorkDirectoryURL.appendingPathComponent("a11y-lint-\(target.name).txt")
        let tool = try context.tool(named: "a11y-lint")
        return [
            .buildCommand(
                displayName: "a11y-lint \(target.name)",
                executable: tool.url,
                arguments: ["--format", "xcode", "--quiet", "--report", "xcode:\(report.path)"] + sources.map(\.path),
                inputFiles: sources,
                outputFiles: [report]),
        ]
    }
}
