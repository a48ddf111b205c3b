/// The delimiter of an open string literal: `#` count and whether it is multi-line (`"""`).
struct StringDelimiter: Equatable {
    var hashCount: Int
    var isMultiline: Bool

    var flags: TokenFlags {
        var flags: TokenFlags = []
        if hashCount > 0 { flags.insert(.raw) }
        if isMultiline { flags.insert(.multiline) }
        return flags
    }
}

/// One entry of the lexer's explicit state stack. An empty stack means top-level code.
/// Strings and interpolations nest through this stack, never through recursion.
enum LexerState: Equatable {
    /// Inside the text of a string literal. `openingToken` is the index of its opening quote.
    case stringContent(StringDelimiter, openingToken: Int)
    /// Code inside `\( … )`: `parenDepth` counts unclosed `(` so the matching `)` ends the interpolation.
    /// `inSingleLineString`: a newline here means the enclosing single-line string is unterminated.
    case interpolation(parenDepth: Int, inSingleLineString: Bool)
}

/// What lexing one token's text produced. Lexing functions advance the cursor past the text, push or pop
/// states themselves, and report diagnostics for the token being lexed with `LexerCore.report`.
struct Lexeme {
    var kind: TokenKind
    var keyword: Keyword
    var flags: TokenFlags

    @inline(__always)
    init(_ kind: TokenKind, keyword: Keyword = .none, flags: TokenFlags = []) {
        self.kind = kind
        self.keyword = keyword
        self.flags = flags
    }

    /// An identifier, or the keyword when `keyword` is not `.none`.
    @inline(__always)
    init(keyword: Keyword) {
        self.init(keyword == .none ? .identifier : .keyword, keyword: keyword)
    }
}
