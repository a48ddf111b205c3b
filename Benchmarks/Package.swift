// swift-tools-version: 6.0
// Benchmarks for a11y-lint. A separate package so that benchmark-only dependencies never reach the product.
import Foundation
import PackageDescription

// A path dependency's identity is its directory's name, which depends on where the repository was cloned.
let rootIdentity = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent.lowercased()

let package = Package(
    name: "a11y-lint-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        // The yardstick: what a swift-syntax based linter pays at least (parse + one full walk).
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        .executableTarget(
            name: "a11y-lint-bench",
            dependencies: [
                .product(name: "SwiftLexer", package: rootIdentity),
                .product(name: "A11yLint", package: rootIdentity),
                .product(name: "RuleEngine", package: rootIdentity),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
