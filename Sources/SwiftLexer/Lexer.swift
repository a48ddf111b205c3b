/// Entry point of the lexer. Never throws, never traps: bad input becomes `.unknown` tokens with diagnostics.
public enum Lexer {
    /// Token offsets are `UInt32`: larger files are refused with a `.fileTooLarge` diagnostic.
    public static let maximumByteCount = Int(UInt32.max)

    /// Lexes UTF-8 bytes (BOM, shebang and invalid UTF-8 included) into a lossless token stream.
    public static func lex(_ bytes: [UInt8]) -> LexedSource {
        guard bytes.count <= maximumByteCount else {
            let eof = Token(kind: .endOfFile, flags: [.atStartOfLine, .hasDiagnostic], start: 0,
                            leadingTriviaLength: 0, textLength: 0, trailingTriviaLength: 0)
            let diagnostic = LexDiagnostic(tokenIndex: 0, kind: .fileTooLarge, offset: maximumByteCount)
            return LexedSource(bytes: bytes, tokens: [eof], diagnostics: [diagnostic],
                               lineTable: LineTable(bytes: bytes))
        }
        let (tokens, diagnostics) = bytes.withUnsafeBufferPointer { buffer in
            var core = LexerCore(input: buffer)
            core.run()
            return (core.tokens, core.diagnostics)
        }
        return LexedSource(bytes: bytes, tokens: tokens, diagnostics: diagnostics, lineTable: LineTable(bytes: bytes))
    }

    public static func lex(_ text: String) -> LexedSource { lex(Array(text.utf8)) }
}

/// The lexer's working state for one file. Each step of `run` emits one token or pops one state.
struct LexerCore {
    var cursor: Cursor
    var tokens: [Token] = []
    var diagnostics: [LexDiagnostic] = []
    var stack: [LexerState] = []
    /// Start of the last block comment found unterminated, so trailing then leading trivia scan it only once.
    var unterminatedBlockCommentStart = -1

    init(input: UnsafeBufferPointer<UInt8>) {
        cursor = Cursor(input: input)
        tokens.reserveCapacity(input.count / 5 + 16)
    }

    var input: UnsafeBufferPointer<UInt8> { cursor.input }

    mutating func run() {
        var progress = LoopProgress()
        while progress.isMakingProgress(offset: cursor.offset, depth: stack.count) {
            if case .stringContent(let delimiter)? = stack.last {
                lexStringContent(delimiter)
            } else if !lexCodeToken() {
                return
            }
        }
        // Reached only if the progress guard tripped (release builds): keep the stream lossless and say so.
        let start = cursor.offset
        if start < cursor.count {
            append(Lexeme(.unknown, diagnostic: (.invalidCharacter, start)), start: start, textStart: start,
                   textEnd: cursor.count, end: cursor.count, sawNewline: false)
        }
        append(Lexeme(.endOfFile), start: cursor.count, textStart: cursor.count, textEnd: cursor.count,
               end: cursor.count, sawNewline: false)
    }

    // MARK: - State

    var isInStringContent: Bool {
        if case .stringContent? = stack.last { return true }
        return false
    }

    var isInSingleLineInterpolation: Bool {
        if case .interpolation(_, true)? = stack.last { return true }
        return false
    }

    var isInInterpolation: Bool {
        if case .interpolation? = stack.last { return true }
        return false
    }

    mutating func apply(_ transition: Transition?) {
        guard let transition else { return }
        switch transition {
        case .push(let state):
            stack.append(state)
        case .pop:
            _ = stack.popLast()
        case .enterParen:
            if case .interpolation(let depth, let singleLine)? = stack.last {
                stack[stack.count - 1] = .interpolation(parenDepth: depth + 1, inSingleLineString: singleLine)
            }
        case .leaveParen:
            if case .interpolation(let depth, let singleLine)? = stack.last {
                stack[stack.count - 1] = .interpolation(parenDepth: max(depth - 1, 0), inSingleLineString: singleLine)
            }
        }
    }

    // MARK: - Emitting tokens

    /// Records a lexical error on an already emitted token (recovery diagnostics arrive after their token).
    mutating func attachDiagnostic(_ kind: LexDiagnostic.Kind, offset: Int, toToken index: Int) {
        guard tokens.indices.contains(index) else { return }
        tokens[index].flags.insert(.hasDiagnostic)
        diagnostics.append(LexDiagnostic(tokenIndex: index, kind: kind, offset: offset))
    }

    mutating func append(_ lexeme: Lexeme, start: Int, textStart: Int, textEnd: Int, end: Int, sawNewline: Bool) {
        var flags = lexeme.flags
        if sawNewline || tokens.isEmpty { flags.insert(.atStartOfLine) }
        if let diagnostic = lexeme.diagnostic {
            flags.insert(.hasDiagnostic)
            diagnostics.append(LexDiagnostic(tokenIndex: tokens.count, kind: diagnostic.kind, offset: diagnostic.offset))
        }
        tokens.append(Token(kind: lexeme.kind, keyword: lexeme.keyword, flags: flags,
                            start: UInt32(truncatingIfNeeded: start),
                            leadingTriviaLength: UInt32(truncatingIfNeeded: textStart - start),
                            textLength: UInt32(truncatingIfNeeded: textEnd - textStart),
                            trailingTriviaLength: UInt32(truncatingIfNeeded: end - textEnd)))
    }

    /// Applies the lexeme's transition, takes trailing trivia when the token leaves the lexer in code, and emits it.
    mutating func finish(_ lexeme: Lexeme, start: Int, textStart: Int, sawNewline: Bool) {
        let textEnd = cursor.offset
        apply(lexeme.transition)
        if !isInStringContent { skipTrailingTrivia() }
        append(lexeme, start: start, textStart: textStart, textEnd: textEnd, end: cursor.offset,
               sawNewline: sawNewline)
    }

    // MARK: - Code

    /// Lexes one token in code (top level or inside an interpolation). Returns false after the end-of-file token.
    mutating func lexCodeToken() -> Bool {
        let start = cursor.offset
        let singleLine = isInSingleLineInterpolation
        let sawNewline = skipLeadingTrivia(stopAtNewline: singleLine)
        let textStart = cursor.offset
        guard let byte = cursor.peek() else {
            if !stack.isEmpty {
                // Unclosed interpolations and strings: the error belongs to the last token before the end.
                attachDiagnostic(.unterminatedString, offset: textStart, toToken: tokens.count - 1)
                stack.removeAll()
            }
            append(Lexeme(.endOfFile), start: start, textStart: textStart, textEnd: textStart, end: textStart,
                   sawNewline: sawNewline)
            return false
        }
        if singleLine && ASCII.isNewline(byte) {
            // An interpolation in a single-line string cannot span lines: the string ends here, unterminated.
            cursor.offset = start
            abandonSingleLineString(at: textStart)
            return true
        }
        let lexeme = lexCodeLexeme(byte)
        finish(lexeme, start: start, textStart: textStart, sawNewline: sawNewline)
        return true
    }

    /// Pops the innermost single-line string and everything above it, reporting it unterminated.
    mutating func abandonSingleLineString(at offset: Int) {
        attachDiagnostic(.unterminatedString, offset: offset, toToken: tokens.count - 1)
        while let state = stack.popLast() {
            if case .stringContent(let delimiter) = state, !delimiter.isMultiline { return }
        }
    }

    mutating func lexCodeLexeme(_ byte: UInt8) -> Lexeme {
        switch byte {
        case _ where ASCII.isIdentifierHead(byte):
            return lexIdentifier()
        case _ where ASCII.isDigit(byte):
            return lexNumber()
        case ASCII.quote:
            return lexStringOpening(hashCount: 0)
        case ASCII.hash:
            return lexHash()
        case ASCII.dollar:
            return lexDollarIdentifier()
        case ASCII.backtick:
            return lexBacktickedIdentifier()
        case ASCII.at:
            return punctuation(.atSign)
        case ASCII.leftParen:
            return punctuation(.leftParen, transition: isInInterpolation ? .enterParen : nil)
        case ASCII.rightParen:
            if case .interpolation(let depth, _)? = stack.last {
                return depth == 0 ? punctuation(.interpolationEnd, transition: .pop)
                                  : punctuation(.rightParen, transition: .leaveParen)
            }
            return punctuation(.rightParen)
        case ASCII.leftBrace: return punctuation(.leftBrace)
        case ASCII.rightBrace: return punctuation(.rightBrace)
        case ASCII.leftSquare: return punctuation(.leftSquare)
        case ASCII.rightSquare: return punctuation(.rightSquare)
        case ASCII.comma: return punctuation(.comma)
        case ASCII.colon: return punctuation(.colon)
        case ASCII.semicolon: return punctuation(.semicolon)
        case ASCII.backslash: return punctuation(.backslash)
        case ASCII.slash:
            if cursor.peek(at: 1) == ASCII.star {
                // Trivia scanning stops only before a block comment that never ends.
                return lexUnterminatedBlockComment()
            }
            if regexLiteralMayStart(), let regex = lexBareRegexLiteral() { return regex }
            return lexOperator(byte)
        case _ where ASCII.isOperatorCharacter(byte) || byte == ASCII.period:
            return lexOperator(byte)
        case _ where byte >= 0x80:
            return lexNonASCII()
        default:
            // NUL, control characters, `'`: not Swift.
            cursor.advance()
            return Lexeme(.unknown, diagnostic: (.invalidCharacter, cursor.offset - 1))
        }
    }

    @inline(__always)
    mutating func punctuation(_ kind: TokenKind, transition: Transition? = nil) -> Lexeme {
        cursor.advance()
        return Lexeme(kind, transition: transition)
    }
}
