import SwiftParser
import SwiftSyntax

/// The least a swift-syntax based linter pays per file: `Parser.parse` and one `SyntaxVisitor` walk that visits
/// every token (rules then add their own work on top).
enum SwiftSyntaxBaseline {
    /// Parses and walks one file; returns its token count so the work cannot be optimised away.
    static func parseAndWalk(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            let tree = Parser.parse(source: buffer)
            let counter = TokenCounter(viewMode: .sourceAccurate)
            counter.walk(tree)
            return counter.tokens
        }
    }
}

private final class TokenCounter: SyntaxVisitor {
    var tokens = 0

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        tokens += 1
        return .visitChildren
    }
}
