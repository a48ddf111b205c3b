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
    /// Inside the text of a string literal.
    case stringContent(StringDelimiter)
    /// Code inside `\( … )`: `parenDepth` counts unclosed `(` so the matching `)` ends the interpolation.
    /// `inSingleLineString`: a newline here means the enclosing single-line string is unterminated.
    case interpolation(parenDepth: Int, inSingleLineString: Bool)
}

/// How a lexed token changes the state stack.
enum Transition {
    case push(LexerState)
    case pop
    case enterParen
    case leaveParen
}

/// The outcome of lexing one token's text: what it is, an optional error, and the state change it causes.
struct Lexeme {
    var kind: TokenKind
    var keyword: Keyword = .none
    var flags: TokenFlags = []
    var diagnostic: (kind: LexDiagnostic.Kind, offset: Int)? = nil
    var transition: Transition? = nil

    init(_ kind: TokenKind, keyword: Keyword = .none, flags: TokenFlags = [],
         diagnostic: (kind: LexDiagnostic.Kind, offset: Int)? = nil, transition: Transition? = nil) {
        self.kind = kind
        self.keyword = keyword
        self.flags = flags
        self.diagnostic = diagnostic
        self.transition = transition
    }
}
