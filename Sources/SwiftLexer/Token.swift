/// What a token is. Raw values are stable only within one build; never persist them.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    /// The last token of every stream: zero text length; its leading trivia is the file's tail.
    case endOfFile
    /// `foo`, `é`, `` `class` `` (backticked: flag `.backticked`), also contextual keywords such as `some`.
    case identifier
    /// A reserved word; `Token.keyword` says which.
    case keyword
    /// `$0`, `$name`.
    case dollarIdentifier
    /// `#if`, `#elseif`, `#else`, `#endif`, `#sourceLocation`: compiler-control directives.
    case poundDirective
    /// `#Preview`, `#available`, `#selector`, `#file`, any macro expansion `#name`.
    case poundIdentifier
    case integerLiteral
    case floatLiteral
    /// Opening or closing delimiter of a string: `"`, `"""`, `#"`, `"#`, `##"""`…
    case stringQuote
    /// Literal text between quotes and interpolations (escapes not decoded).
    case stringSegment
    /// `\(` or `\#(` (any number of `#`) inside a string.
    case interpolationStart
    /// The `)` that closes an interpolation.
    case interpolationEnd
    /// `/…/` or `#/…/#`, one token.
    case regexLiteral
    /// Any operator, custom ones included, classified by Swift's whitespace rules.
    case binaryOperator
    case prefixOperator
    case postfixOperator
    case leftParen, rightParen, leftBrace, rightBrace, leftSquare, rightSquare
    case comma, colon, semicolon
    /// `.` used for member access (`a.b`, `.caption`).
    case period
    /// `=` as assignment / initialiser.
    case equal
    /// `->`.
    case arrow
    /// `@` before an attribute name.
    case atSign
    /// `\` starting a key path.
    case backslash
    /// `?` postfix (optional chaining) or `!` postfix (force unwrap) when not part of an operator.
    case postfixQuestion, exclamation
    /// `#` alone, `` ` `` alone, and anything else the lexer could not classify. Always has a diagnostic.
    case unknown
}

/// Per-token flags.
public struct TokenFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The token is the first on its line (leading trivia contains a newline, or it starts the file).
    public static let atStartOfLine = TokenFlags(rawValue: 1 << 0)
    /// Look up `LexedSource.diagnostics` for this token's index.
    public static let hasDiagnostic = TokenFlags(rawValue: 1 << 1)
    /// A backticked identifier, or a raw (`#`-delimited) string quote / interpolation.
    public static let backticked = TokenFlags(rawValue: 1 << 2)
    public static let raw = TokenFlags(rawValue: 1 << 3)
    /// A multi-line (`"""`) string quote or segment.
    public static let multiline = TokenFlags(rawValue: 1 << 4)
}

/// A token: offsets only, no text. `start` is where its leading trivia begins.
/// Trailing trivia runs up to (not including) the next newline; everything else is leading (Swift's convention).
public struct Token: Sendable, Hashable {
    public var kind: TokenKind
    public var keyword: Keyword
    public var flags: TokenFlags
    public var start: UInt32
    public var leadingTriviaLength: UInt32
    public var textLength: UInt32
    public var trailingTriviaLength: UInt32

    public init(kind: TokenKind, keyword: Keyword = .none, flags: TokenFlags = [], start: UInt32,
                leadingTriviaLength: UInt32, textLength: UInt32, trailingTriviaLength: UInt32) {
        self.kind = kind
        self.keyword = keyword
        self.flags = flags
        self.start = start
        self.leadingTriviaLength = leadingTriviaLength
        self.textLength = textLength
        self.trailingTriviaLength = trailingTriviaLength
    }

    /// Byte offset of the first byte of the token's text.
    @inlinable public var textStart: Int { Int(start &+ leadingTriviaLength) }
    /// Byte offset one past the token's text.
    @inlinable public var textEnd: Int { Int(start &+ leadingTriviaLength &+ textLength) }
    /// Byte offset one past the trailing trivia.
    @inlinable public var end: Int { Int(start &+ leadingTriviaLength &+ textLength &+ trailingTriviaLength) }
    @inlinable public var textRange: Range<Int> { textStart..<textEnd }
    @inlinable public var leadingTriviaRange: Range<Int> { Int(start)..<textStart }
    @inlinable public var trailingTriviaRange: Range<Int> { textEnd..<end }
    @inlinable public var isAtStartOfLine: Bool { flags.contains(.atStartOfLine) }
}
