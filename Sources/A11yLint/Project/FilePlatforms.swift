import SwiftLexer

/// What a file's own source says about its platforms. An unconditional `import AppKit` builds only for macOS
/// (Mac Catalyst apps cannot import it); an unconditional `import UIKit` or `WatchKit` never builds for macOS
/// (Catalyst counts as iOS here). Imports inside `#if` say nothing: the branch may not compile.
enum FilePlatforms {
    /// `projectPlatforms` (empty: unknown) narrowed by the file's imports; never narrowed to nothing, since a
    /// contradiction means the evidence is not understood.
    static func narrow(_ projectPlatforms: Set<String>, byImportsOf tree: ViewTree) -> Set<String> {
        let candidates = projectPlatforms.isEmpty ? Set(PlatformCondition.allPlatforms) : projectPlatforms
        let platforms = buildable(candidates, importing: unconditionalImports(of: tree))
        if platforms.isEmpty || platforms.count == PlatformCondition.allPlatforms.count { return projectPlatforms }
        return platforms
    }

    /// Those of `platforms` a file importing `modules` outside any `#if` can be compiled for.
    static func buildable(_ platforms: Set<String>, importing modules: [String]) -> Set<String> {
        if modules.contains("AppKit"), !modules.contains("UIKit") { return platforms.intersection(["macos"]) }
        if modules.contains("UIKit") || modules.contains("WatchKit") { return platforms.subtracting(["macos"]) }
        return platforms
    }

    /// Whether importing some module can rule out one of `platforms` (`buildable(_:importing:)`): only when the Mac
    /// and another platform are both among them.
    static func importsCanNarrow(_ platforms: Set<String>) -> Bool {
        platforms.contains("macos") && platforms.count > 1
    }

    /// Modules imported outside any `#if` (`import AppKit`, `@preconcurrency import UIKit`,
    /// `import class AppKit.NSView`).
    /// A list, not a set: `narrow` asks it of every file three times, and a file imports a handful of modules
    /// (hashing each into a set cost more than comparing them).
    static func unconditionalImports(of tree: ViewTree) -> [String] {
        unconditionalImports(tree.imports, of: tree.source)
    }

    /// `unconditionalImports(of:)` of a file that is only lexed (one the project builds but the run does not lint).
    static func unconditionalImports(of source: LexedSource) -> [String] {
        unconditionalImports(ImportDeclaration.all(in: source), of: source)
    }

    private static func unconditionalImports(_ declarations: [ImportDeclaration], of source: LexedSource) -> [String] {
        let tokens = source.tokens
        var modules: [String] = []
        for declaration in declarations where !declaration.isConditional {
            var next = declaration.keyword + 1
            // `import struct Module.Name`: skip the declaration kind.
            if tokens[next].kind == .keyword { next += 1 }
            if next < tokens.count, tokens[next].kind == .identifier {
                modules.append(source.text(of: tokens[next]))
            }
        }
        return modules
    }
}
