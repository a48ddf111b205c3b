import SwiftLexer

/// What a file's own source says about its platforms. An unconditional `import AppKit` builds only for macOS
/// (Mac Catalyst apps cannot import it); an unconditional `import UIKit` or `WatchKit` never builds for macOS
/// (Catalyst counts as iOS here). Imports inside `#if` say nothing: the branch may not compile.
enum FilePlatforms {
    /// `projectPlatforms` (empty: unknown) narrowed by the file's imports; never narrowed to nothing, since a
    /// contradiction means the evidence is not understood.
    static func narrow(_ projectPlatforms: Set<String>, byImportsOf tree: ViewTree) -> Set<String> {
        let imports = unconditionalImports(of: tree.source)
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
    static func unconditionalImports(of source: LexedSource) -> Set<String> {
        let tokens = source.tokens
        var modules: Set<String> = []
        var conditionalDepth = 0
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .poundDirective {
                if source.text(of: token, equals: "#if") {
                    conditionalDepth += 1
                } else if source.text(of: token, equals: "#endif") {
                    conditionalDepth = max(0, conditionalDepth - 1)
                }
            } else if token.keyword == .import, conditionalDepth == 0 {
                var next = index + 1
                // `import struct Module.Name`: skip the declaration kind.
                if next < tokens.count, tokens[next].kind == .keyword { next += 1 }
                if next < tokens.count, tokens[next].kind == .identifier {
                    modules.insert(source.text(of: tokens[next]))
                }
                index = next
            }
            index += 1
        }
        return modules
    }
}
