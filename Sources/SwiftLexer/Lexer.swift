/// Entry point of the lexer. Never throws, never traps: bad input becomes `.unknown` tokens with diagnostics.
public enum Lexer {
    /// Lexes UTF-8 bytes (BOM, shebang and invalid UTF-8 included) into a lossless token stream.
    public static func lex(_ bytes: [UInt8]) -> LexedSource {
        // PLACEHOLDER until the real lexer lands: the whole file is the end-of-file token's leading trivia.
        let eof = Token(kind: .endOfFile, flags: [.atStartOfLine], start: 0,
                        leadingTriviaLength: UInt32(bytes.count), textLength: 0, trailingTriviaLength: 0)
        return LexedSource(bytes: bytes, tokens: [eof], diagnostics: [], lineTable: LineTable(bytes: bytes))
    }

    public static func lex(_ text: String) -> LexedSource { lex(Array(text.utf8)) }
}

public enum Trivia {
    /// Splits a trivia byte range into pieces. PLACEHOLDER: one garbage piece.
    public static func pieces(in range: Range<Int>, of bytes: [UInt8]) -> [TriviaPiece] {
        range.isEmpty ? [] : [TriviaPiece(kind: .garbage, range: range)]
    }
}
