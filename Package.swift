// swift-tools-version: 6.1
// a11y-lint: a static accessibility audit linter for SwiftUI source.
// The product has no package dependencies: Foundation and Dispatch from the toolchain only.
import PackageDescription

let package = Package(
    name: "a11y-lint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "a11y-lint", targets: ["a11y-lint"]),
        .library(name: "SwiftLexer", targets: ["SwiftLexer"]),
        .library(name: "RuleEngine", targets: ["RuleEngine"]),
        .library(name: "A11yLint", targets: ["A11yLint"]),
        .plugin(name: "A11yLintCommandPlugin", targets: ["A11yLintCommandPlugin"]),
        .plugin(name: "A11yLintBuildToolPlugin", targets: ["A11yLintBuildToolPlugin"]),
    ],
    targets: [
        // Lossless Swift tokenizer over UTF-8 bytes. Depends on nothing.
        .target(name: "SwiftLexer"),
        // Domain-free policy and output: severities, findings, configuration, suppressions, baseline, reporters.
        .target(name: "RuleEngine", dependencies: ["SwiftLexer"]),
        // The accessibility domain: view-tree parser, project index, rule catalogue, Linter.
        .target(name: "A11yLint", dependencies: ["SwiftLexer", "RuleEngine"]),
        // The command line: arguments, file discovery, output selection, exit codes.
        .executableTarget(name: "a11y-lint", dependencies: ["SwiftLexer", "RuleEngine", "A11yLint"]),

        // `swift package a11y-lint [args]`.
        .plugin(
            name: "A11yLintCommandPlugin",
            capability: .command(
                intent: .custom(verb: "a11y-lint", description: "Lint the package's SwiftUI sources for accessibility defects."),
                permissions: []),
            dependencies: ["a11y-lint"]),
        // Lints each target on build, Xcode-format diagnostics.
        .plugin(name: "A11yLintBuildToolPlugin", capability: .buildTool(), dependencies: ["a11y-lint"]),

        // Reads the machine's Swift package mirrors for the round-trip and parse-everything tests.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "SwiftLexerTests", dependencies: ["SwiftLexer", "TestSupport"]),
        .testTarget(name: "RuleEngineTests", dependencies: ["RuleEngine", "SwiftLexer"], exclude: ["Golden"]),
        .testTarget(name: "A11yLintTests", dependencies: ["A11yLint", "RuleEngine", "SwiftLexer", "TestSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "CLITests", dependencies: ["a11y-lint"], exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
