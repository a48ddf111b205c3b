import SwiftLexer

/// An `import` of the file: where its keyword is, and whether it is inside an `#if`. What follows the keyword is
/// read by whoever asks, each in its own way (`FilePlatforms`, `ShippingCode`, `VisualTree`).
struct ImportDeclaration: Sendable {
    /// Token index of the `import` keyword; never the file's last token, so the token after it exists.
    let keyword: Int
    let isConditional: Bool

    /// Every `import` of the file, in one scan of its tokens when the tree is built: the linter, the index and
    /// several rules ask which modules a file imports, and each question scanned every token of the file
    /// (about 100 M instructions over the development corpus, callgrind).
    static func all(in source: LexedSource) -> [ImportDeclaration] {
        let tokens = source.tokens
        var imports: [ImportDeclaration] = []
        var conditionalDepth = 0
        for index in tokens.indices.dropLast() {
            let token = tokens[index]
            if token.keyword == .import {
                imports.append(ImportDeclaration(keyword: index, isConditional: conditionalDepth > 0))
            } else if token.kind == .poundDirective {
                if source.text(of: token, equals: "#if") {
                    conditionalDepth += 1
                } else if source.text(of: token, equals: "#endif") {
                    conditionalDepth = max(0, conditionalDepth - 1)
                }
            }
        }
        return imports
    }
}
