/// A line-per-piece text form of a lexed file, for `a11y-lint dump-tokens` and for the lexer's tests.
///
/// Each line is `START END KIND` with half-open byte offsets; the lines cover the file from 0 to its size in
/// order, without gaps or overlaps. Tokens print their kind (`keyword.let` for keywords), then their flags
/// (`raw`, `multiline`, `backticked`) and diagnostics (`!unterminatedString@12`). Trivia pieces print as
/// `trivia.<kind>`. The end-of-file token prints as `N N endOfFile`.
public enum TokenDump {
    public static func render(_ source: LexedSource) -> String {
        var output = ""
        var diagnosticIndex = 0
        for (index, token) in source.tokens.enumerated() {
            for piece in source.triviaPieces(in: token.leadingTriviaRange) {
                output += "\(piece.range.lowerBound) \(piece.range.upperBound) trivia.\(piece.kind)\n"
            }
            output += "\(token.textStart) \(token.textEnd) \(describe(token))"
            while diagnosticIndex < source.diagnostics.count,
                  source.diagnostics[diagnosticIndex].tokenIndex <= index {
                let diagnostic = source.diagnostics[diagnosticIndex]
                if diagnostic.tokenIndex == index { output += " !\(diagnostic.kind)@\(diagnostic.offset)" }
                diagnosticIndex += 1
            }
            output += "\n"
            for piece in source.triviaPieces(in: token.trailingTriviaRange) {
                output += "\(piece.range.lowerBound) \(piece.range.upperBound) trivia.\(piece.kind)\n"
            }
        }
        return output
    }

    /// The kind column of a token line, e.g. `keyword.let`, `stringQuote raw multiline`.
    public static func describe(_ token: Token) -> String {
        var text = token.kind == .keyword ? "keyword.\(token.keyword)" : "\(token.kind)"
        if token.flags.contains(.backticked) { text += " backticked" }
        if token.flags.contains(.raw) { text += " raw" }
        if token.flags.contains(.multiline) { text += " multiline" }
        return text
    }
}
