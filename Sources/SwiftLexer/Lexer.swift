/// Entry point of the lexer. Never throws, never traps: bad input becomes `.unknown` tokens with diagnostics.
public enum Lexer {
    /// Token offsets are `UInt32`: larger files are refused with a `.fileTooLarge` diagnostic.
    public static let maximumByteCount = Int(UInt32.max)

    /// Lexes UTF-8 bytes (BOM, shebang and invalid UTF-8 included) into a lossless token stream.
    public static func lex(_ bytes: [UInt8]) -> LexedSource { lex(bytes, usingFastPath: true) }

    /// Lexes bytes lexed before, with the line table built then (`LineTable(bytes:)` of the same bytes): a file
    /// parsed a second time keeps one line table.
    public static func lex(_ bytes: [UInt8], lineTable: LineTable) -> LexedSource {
        lex(bytes, usingFastPath: true, lineTable: lineTable)
    }

    /// `usingFastPath: false` lexes top-level code through the general path too (tests compare the two).
    static func lex(_ bytes: [UInt8], usingFastPath: Bool, lineTable: LineTable? = nil) -> LexedSource {
        guard bytes.count <= maximumByteCount else {
            let eof = Token(kind: .endOfFile, flags: [.atStartOfLine, .hasDiagnostic], start: 0,
                            leadingTriviaLength: 0, textLength: 0, trailingTriviaLength: 0)
            let diagnostic = LexDiagnostic(tokenIndex: 0, kind: .fileTooLarge, offset: maximumByteCount)
            return LexedSource(bytes: bytes, tokens: [eof], diagnostics: [diagnostic],
                               lineTable: lineTable ?? LineTable(bytes: bytes))
        }
        // Real code averages 5 to 10 bytes per token: lex into a buffer for one token per 4 bytes, and only if a
        // dense file overflows it, again with room for the whole file at the density seen before the overflow and a
        // quarter more, or twice the room if that is more, up to the worst case of one token per byte.
        var capacity = bytes.count / 4 + 16
        var diagnostics: [LexDiagnostic] = []
        var tokens: [Token] = []
        while true {
            var overflowed = false
            var lexedBytes = 0
            tokens = [Token](unsafeUninitializedCapacity: capacity) { storage, initializedCount in
                bytes.withUnsafeBufferPointer { input in
                    var core = LexerCore(input: input, tokenStorage: storage, usesFastPath: usingFastPath)
                    core.run()
                    initializedCount = core.tokens.count
                    overflowed = core.tokens.overflowed
                    diagnostics = core.diagnostics
                    lexedBytes = core.cursor.offset
                }
            }
            guard overflowed, capacity <= bytes.count else { break }
            tokens = []   // not held while the next buffer fills
            let estimate = Int(Double(bytes.count) * Double(capacity) / Double(max(lexedBytes, 1)) * 1.25)
            capacity = min(bytes.count + 1, max(estimate, capacity * 2))
        }
        return LexedSource(bytes: bytes, tokens: tokens, diagnostics: diagnostics,
                           lineTable: lineTable ?? LineTable(bytes: bytes))
    }

    public static func lex(_ text: String) -> LexedSource { lex(Array(text.utf8)) }
}

/// The lexer's working state for one file. Each step of `run` emits one token or pops states.
struct LexerCore {
    var cursor: Cursor
    let classes = ByteClass.table
    let topLevelKinds = TopLevelByte.table
    let keywordTable = KeywordTable.entries
    var tokens: TokenBuffer
    var diagnostics: [LexDiagnostic] = []
    /// Set when a diagnostic was reported for the token being lexed.
    var tokenHasDiagnostic = false
    var stack: [LexerState] = []
    var recovery = RecoveryMemo()
    /// Whether top-level code goes through `lexTopLevelTokens` (always but in tests comparing it with the general
    /// path).
    let usesFastPath: Bool

    init(input: UnsafeBufferPointer<UInt8>, tokenStorage: UnsafeMutableBufferPointer<Token>, usesFastPath: Bool) {
        cursor = Cursor(input: input)
        tokens = TokenBuffer(storage: tokenStorage)
        self.usesFastPath = usesFastPath
    }

    var input: UnsafeBufferPointer<UInt8> { cursor.input }

    mutating func run() {
        var progress = LoopProgress()
        while progress.isMakingProgress(offset: cursor.offset, depth: stack.count) {
            if tokens.overflowed { return }
            if stack.isEmpty {
                if !(usesFastPath ? lexTopLevelTokens() : lexCodeToken()) { return }
            } else if case .stringContent(let delimiter, _) = stack[stack.count - 1] {
                lexStringContent(delimiter)
            } else if !lexCodeToken() {
                return
            }
        }
        // Reached only if the progress guard tripped (release builds): keep the stream lossless and say so.
        let start = cursor.offset
        if start < cursor.count {
            report(.invalidCharacter, at: start)
            append(Lexeme(.unknown), start: start, textStart: start, textEnd: cursor.count, end: cursor.count,
                   sawNewline: false)
        }
        append(Lexeme(.endOfFile), start: cursor.count, textStart: cursor.count, textEnd: cursor.count,
               end: cursor.count, sawNewline: false)
    }

    // MARK: - State

    var isInSingleLineInterpolation: Bool {
        if case .interpolation(_, true)? = stack.last { return true }
        return false
    }

    // MARK: - Emitting tokens and diagnostics

    /// Reports a lexical error in the token being lexed.
    @inline(__always)
    mutating func report(_ kind: LexDiagnostic.Kind, at offset: Int) {
        diagnostics.append(LexDiagnostic(tokenIndex: tokens.count, kind: kind, offset: offset))
        tokenHasDiagnostic = true
    }

    /// Records a lexical error on an already emitted token (recovery diagnostics arrive after their token).
    mutating func attachDiagnostic(_ kind: LexDiagnostic.Kind, offset: Int, toToken index: Int) {
        guard tokens.indices.contains(index) else { return }
        tokens[index].flags.insert(.hasDiagnostic)
        diagnostics.append(LexDiagnostic(tokenIndex: index, kind: kind, offset: offset))
    }

    @inline(__always)
    mutating func append(_ lexeme: Lexeme, start: Int, textStart: Int, textEnd: Int, end: Int, sawNewline: Bool) {
        var flags = lexeme.flags
        if sawNewline || tokens.isEmpty { flags.insert(.atStartOfLine) }
        if tokenHasDiagnostic {
            flags.insert(.hasDiagnostic)
            tokenHasDiagnostic = false
        }
        store(lexeme, flags: flags, start: start, textStart: textStart, textEnd: textEnd, end: end)
    }

    /// Appends a token with the lexeme's kind and keyword and exactly `flags`.
    @inline(__always)
    mutating func store(_ lexeme: Lexeme, flags: TokenFlags, start: Int, textStart: Int, textEnd: Int, end: Int) {
        tokens.append(Token(kind: lexeme.kind, keyword: lexeme.keyword, flags: flags,
                            start: UInt32(truncatingIfNeeded: start),
                            leadingTriviaLength: UInt32(truncatingIfNeeded: textStart &- start),
                            textLength: UInt32(truncatingIfNeeded: textEnd &- textStart),
                            trailingTriviaLength: UInt32(truncatingIfNeeded: end &- textEnd)))
    }

    /// Emits a token whose text ends at the cursor, taking trailing trivia first unless the lexer is now inside a
    /// string's text (after an opening quote or an interpolation's end).
    @inline(__always)
    mutating func finish(_ lexeme: Lexeme, start: Int, textStart: Int, sawNewline: Bool, takesTrailingTrivia: Bool) {
        let textEnd = cursor.offset
        if takesTrailingTrivia { skipTrailingTrivia() }
        append(lexeme, start: start, textStart: textStart, textEnd: textEnd, end: cursor.offset,
               sawNewline: sawNewline)
    }

    // MARK: - Code

    /// Lexes one token in code (top level or inside an interpolation). Returns false after the end-of-file token.
    mutating func lexCodeToken() -> Bool {
        let start = cursor.offset
        let singleLine = !stack.isEmpty && isInSingleLineInterpolation
        let sawNewline = skipLeadingTrivia(stopAtNewline: singleLine)
        return lexCodeTokenText(start: start, sawNewline: sawNewline, singleLine: singleLine)
    }

    /// Lexes the rest of a token of code whose leading trivia from `start` the cursor has passed.
    mutating func lexCodeTokenText(start: Int, sawNewline: Bool, singleLine: Bool) -> Bool {
        let textStart = cursor.offset
        guard let byte = cursor.peek() else {
            if !stack.isEmpty {
                cursor.offset = start
                recoverAtEndOfInput()
                return true
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
        // Identifiers, the most common tokens, skip the dispatch.
        let lexeme = classes[Int(byte)] & ByteClass.identifierHead != 0 ? lexIdentifier() : lexCodeLexeme(byte)
        // After an opening quote or the `)` ending an interpolation, the string's text follows: no trivia.
        let takesTrailingTrivia = lexeme.kind != .stringQuote && lexeme.kind != .interpolationEnd
        finish(lexeme, start: start, textStart: textStart, sawNewline: sawNewline,
               takesTrailingTrivia: takesTrailingTrivia)
        return true
    }

    /// Every token kind of code except identifiers (which `lexCodeToken` lexes first).
    mutating func lexCodeLexeme(_ byte: UInt8) -> Lexeme {
        let byteClass = classes[Int(byte)]
        switch byte {
        case ASCII.zero...ASCII.nine:
            return lexNumber()
        case ASCII.period:
            return lexOperator(byte)
        case ASCII.leftParen:
            if case .interpolation(let depth, let singleLine)? = stack.last {
                stack[stack.count - 1] = .interpolation(parenDepth: depth + 1, inSingleLineString: singleLine)
            }
            return punctuation(.leftParen)
        case ASCII.rightParen:
            if case .interpolation(let depth, let singleLine)? = stack.last {
                if depth == 0 {
                    stack.removeLast()
                    return punctuation(.interpolationEnd)
                }
                stack[stack.count - 1] = .interpolation(parenDepth: depth - 1, inSingleLineString: singleLine)
            }
            return punctuation(.rightParen)
        case ASCII.leftBrace: return punctuation(.leftBrace)
        case ASCII.rightBrace: return punctuation(.rightBrace)
        case ASCII.leftSquare: return punctuation(.leftSquare)
        case ASCII.rightSquare: return punctuation(.rightSquare)
        case ASCII.comma: return punctuation(.comma)
        case ASCII.colon: return punctuation(.colon)
        case ASCII.semicolon: return punctuation(.semicolon)
        case ASCII.at: return punctuation(.atSign)
        case ASCII.backslash: return punctuation(.backslash)
        case ASCII.quote:
            return lexStringOpening(hashCount: 0)
        case ASCII.hash:
            return lexHash()
        case ASCII.dollar:
            return lexDollarIdentifier()
        case ASCII.backtick:
            return lexBacktickedIdentifier()
        case ASCII.slash:
            if cursor.peek(at: 1) == ASCII.star {
                // Trivia scanning stops only before a block comment that never ends.
                return lexUnterminatedBlockComment()
            }
            if regexLiteralMayStart(), let regex = lexBareRegexLiteral() { return regex }
            return lexOperator(byte)
        case _ where byteClass & ByteClass.operatorCharacter != 0:
            return lexOperator(byte)
        case _ where byte >= 0x80:
            return lexNonASCII()
        default:
            // NUL, control characters, `'`: not Swift.
            report(.invalidCharacter, at: cursor.offset)
            cursor.advance()
            return Lexeme(.unknown)
        }
    }

    @inline(__always)
    mutating func punctuation(_ kind: TokenKind) -> Lexeme {
        cursor.offset &+= 1
        return Lexeme(kind)
    }
}
