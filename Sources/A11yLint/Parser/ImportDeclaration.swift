import SwiftLexer

/// An `import` of the file: where its keyword is, and whether it is inside an `#if`. What follows the keyword is
/// read by whoever asks, each in its own way (`FilePlatforms`, `ShippingCode`, `VisualTree`).
struct ImportDeclaration: Sendable {
    /// Token index of the `import` keyword; never the file's last token, so the token after it exists.
    let keyword: Int
    let isConditional: Bool

    /// Every `import` of the file, in one scan of its tokens. The parser finds them in its delimiter pass instead
    /// (`ImportScan`); this is for trees built from nodes made elsewhere.
    static func all(in source: LexedSource) -> [ImportDeclaration] {
        source.tokens.withUnsafeBufferPointer { tokens in
            source.bytes.withUnsafeBufferPointer { bytes in
                var scan = ImportScan()
                for index in tokens.indices.dropLast() { scan.see(tokens[index], at: index, bytes: bytes) }
                return scan.imports
            }
        }
    }
}

/// Collects a file's `import` declarations token by token, for a pass over every token that is made anyway: the
/// linter, the index and several rules ask which modules a file imports, and each question scanned every token of
/// the file (about 100 M instructions over the development corpus, callgrind); a scan of its own when the tree was
/// built still cost 2% of the parse.
struct ImportScan {
    private(set) var imports: [ImportDeclaration] = []
    private var conditionalDepth = 0

    /// Call for every token but the last (end of file), in order.
    @inline(__always)
    mutating func see(_ token: Token, at index: Int, bytes: UnsafeBufferPointer<UInt8>) {
        if token.keyword == .import {
            imports.append(ImportDeclaration(keyword: index, isConditional: conditionalDepth > 0))
        } else if token.kind == .poundDirective {
            if Self.spells(token, "#if", bytes) {
                conditionalDepth += 1
            } else if Self.spells(token, "#endif", bytes) {
                conditionalDepth = max(0, conditionalDepth - 1)
            }
        }
    }

    private static func spells(_ token: Token, _ literal: StaticString, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard Int(token.textLength) == count, token.textStart + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[token.textStart + offset] != literal.utf8Start[offset] { return false }
        return true
    }
}
