// swift-tools-version: 6.1
// A tiny package that uses a11y-lint's plugins, exercised by .ci/run:
//   swift build --package-path Tests/PluginFixture            (build tool plugin: fails on the icon-only button)
//   swift package --package-path Tests/PluginFixture a11y-lint  (command plugin)
import PackageDescription

let package = Package(
    name: "PluginFixture",
    dependencies: [.package(name: "a11y-lint", path: "../..")],
    targets: [
        .target(name: "Screens", plugins: [.plugin(name: "A11yLintBuildToolPlugin", package: "a11y-lint")]),
    ]
)
