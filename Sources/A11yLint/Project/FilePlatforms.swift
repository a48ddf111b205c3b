import SwiftLexer

/// What a file's own source says about its platforms. An unconditional `import AppKit` builds only for macOS
/// (Mac Catalyst apps cannot import it); an unconditional `import UIKit` or `WatchKit` never builds for macOS
/// (Catalyst counts as iOS here). Imports inside `#if` say nothing: the branch may not compile.
enum FilePlatforms {
    /// `projectPlatforms` (empty: unknown) narrowed by the file's imports; never narrowed to nothing, since a
    /// contradiction means the evidence is not understood.
    static func narrow(_ projectPlatforms: Set<String>, byImportsOf tree: ViewTree) -> Set<String> {
        let imports = unconditionalImports(of: tree)
        var platforms = projectPlatforms.isEmpty ? Set(PlatformCondition.allPlatforms) : projectPlatforms
        if imports.contains("AppKit"), !imports.contains("UIKit") {
            platforms.formIntersection(["macos"])
        } else if imports.contains("UIKit") || imports.contains("WatchKit") {
            platforms.remove("macos")
        }
        if platforms.isEmpty || platforms.count == PlatformCondition.allPlatforms.count { return projectPlatforms }
        return platforms
    }

    /// Modules imported outside any `#if` (`import AppKit`, `@preconcurrency import UIKit`,
    /// `import class AppKit.NSView`).
    /// A list, not a set: `narrow` asks it of every file three times, and a file imports a handful of modules
    /// (hashing each into a set cost more than comparing them).
    static func unconditionalImports(of tree: ViewTree) -> [String] {
        let tokens = tree.source.tokens
        var modules: [String] = []
        for declaration in tree.imports where !declaration.isConditional {
            var next = declaration.keyword + 1
            // `import struct Module.Name`: skip the declaration kind.
            if tokens[next].kind == .keyword { next += 1 }
            if next < tokens.count, tokens[next].kind == .identifier {
                modules.append(tree.source.text(of: tokens[next]))
            }
        }
        return modules
    }
}
