// swift-tools-version: 6.1
// The fuzz harness for a11y-lint. A separate package so that the product's Package.swift stays dependency-free
// and the harness never builds in CI by accident. Run it as described in README.md.
import PackageDescription

let package = Package(
    name: "a11y-lint-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "a11y-lint", path: "..")],
    targets: [
        .executableTarget(
            name: "a11y-lint-fuzz",
            dependencies: [
                .product(name: "SwiftLexer", package: "a11y-lint"),
                .product(name: "RuleEngine", package: "a11y-lint"),
                .product(name: "A11yLint", package: "a11y-lint"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
