// MARK: - The fast path: top-level code (empty state stack)
//
// Most tokens of a file are identifiers, keywords, punctuation, member-access periods, `=`, plain strings and
// integers, between line breaks, indentation and single spaces. This loop lexes those with the cursor in a local and
// without the general path's per-token state checks. Each case takes only inputs on which the general path's rule
// has a plain answer (an operator that ends right there, digits without suffix, a string without escapes) and sends
// everything else, comments and rarer trivia included, to the general functions. `FastPathTests` checks that both
// paths give the same tokens.

extension LexerCore {
    /// Lexes tokens of top-level code until one needs the general path, then that token through it.
    /// Returns false after the end-of-file token.
    mutating func lexTopLevelTokens() -> Bool {
        let input = cursor.input
        // The first token of the file and a token owed a diagnostic flag take the general path, so tokens stored
        // here need neither check.
        guard let base = input.baseAddress, !tokens.isEmpty, !tokenHasDiagnostic else { return lexCodeToken() }
        let count = input.count
        let classes = self.classes
        let kinds = topLevelKinds
        var offset = cursor.offset
        // A full token buffer ends the loop: the general path then reports the overflow.
        while offset < count, tokens.count < tokens.capacity {
            var start = offset
            var sawNewline = false
            var byte = base[offset]
            if classes[Int(byte)] & ByteClass.triviaStart != 0 {
                // Line breaks and indentation here; comments and the rarer trivia through the general scan.
                while true {
                    if byte == ASCII.newline {
                        sawNewline = true
                        offset &+= 1
                    } else if classes[Int(byte)] & ByteClass.horizontalSpace != 0 {
                        offset = endOfHorizontalSpace(base, count, from: offset &+ 1)
                    } else {
                        cursor.offset = offset
                        if skipTrivia(isTrailing: false, allowsMultilineComments: true) { sawNewline = true }
                        offset = cursor.offset
                        break
                    }
                    guard offset < count else { break }
                    byte = base[offset]
                    if classes[Int(byte)] & ByteClass.triviaStart == 0 { break }
                }
                guard offset < count else {
                    cursor.offset = offset
                    return lexCodeTokenText(start: start, sawNewline: sawNewline, singleLine: false)
                }
                byte = base[offset]
            }
            var textStart = offset
            let lexeme: Lexeme
            fast: do {
                switch kinds[Int(byte)] {
                case .identifier:
                    offset = Self.endOfASCIIIdentifierBody(base, from: offset &+ 1, count: count)
                    if offset < count, base[offset] >= 0x80 { offset = Self.endOfIdentifierBody(input, from: offset) }
                    lexeme = identifierOrKeyword(start: textStart, end: offset)
                case .period:
                    // A lone `.` (member access); `..<`, `...` and `.+`-like operators take the general path.
                    guard endsOperator(base, count, at: offset &+ 1) else { break fast }
                    offset &+= 1
                    lexeme = Lexeme(.period)
                case .equal:
                    guard endsOperator(base, count, at: offset &+ 1) else { break fast }
                    offset &+= 1
                    lexeme = Lexeme(.equal)
                case .arrow:
                    // `-` starts an arrow here; other operators starting with `-` take the general path.
                    guard offset &+ 1 < count, base[offset &+ 1] == ASCII.greater,
                          endsOperator(base, count, at: offset &+ 2) else { break fast }
                    offset &+= 2
                    lexeme = Lexeme(.arrow)
                case .postfixQuestion, .exclamation:
                    // Right after an identifier character or a closing bracket: optional chaining or force unwrap.
                    guard offset > 0 else { break fast }
                    let previous = base[offset &- 1]
                    guard classes[Int(previous)] & ByteClass.identifierBody != 0 || previous == ASCII.rightParen
                            || previous == ASCII.rightSquare else { break fast }
                    offset &+= 1
                    lexeme = Lexeme(byte == ASCII.question ? .postfixQuestion : .exclamation)
                case .integerLiteral:
                    // Decimal digits alone; separators, fractions, exponents, radixes and suffixes: general path.
                    var end = offset &+ 1
                    while end < count, ASCII.isDigit(base[end]) { end &+= 1 }
                    guard end == count || classes[Int(base[end])] & ByteClass.identifierBody == 0
                            && base[end] != ASCII.period && base[end] < 0x80 else { break fast }
                    offset = end
                    lexeme = Lexeme(.integerLiteral)
                case .stringQuote:
                    // A single-line string without escapes or interpolations: its quotes and text, three tokens
                    // (two when empty). An empty string followed by a quote is the opening `"""` of a multi-line one.
                    guard let closing = Self.endOfPlainString(base, count, from: offset &+ 1),
                          closing != offset &+ 1 || offset &+ 2 >= count || base[offset &+ 2] != ASCII.quote,
                          tokens.count &+ 3 <= tokens.capacity else { break fast }
                    appendFast(Lexeme(.stringQuote), start: start, textStart: offset, textEnd: offset &+ 1,
                               end: offset &+ 1, sawNewline: sawNewline)
                    if closing > offset &+ 1 {
                        appendFast(Lexeme(.stringSegment), start: offset &+ 1, textStart: offset &+ 1,
                                   textEnd: closing, end: closing, sawNewline: false)
                    }
                    start = closing
                    textStart = closing
                    sawNewline = false
                    offset = closing &+ 1
                    lexeme = Lexeme(.stringQuote)
                case .unknown:
                    break fast
                case let punctuation:
                    offset &+= 1
                    lexeme = Lexeme(punctuation)
                }
                let textEnd = offset
                // Trailing trivia: none before a line break, one space (the common case), or the general scan.
                if offset < count {
                    let next = base[offset]
                    if classes[Int(next)] & ByteClass.triviaStart != 0 && !ASCII.isNewline(next) {
                        if next == ASCII.space, offset &+ 1 < count,
                           classes[Int(base[offset &+ 1])] & ByteClass.triviaStart == 0 {
                            offset &+= 1
                        } else {
                            cursor.offset = offset
                            _ = skipTrivia(isTrailing: true, allowsMultilineComments: false)
                            offset = cursor.offset
                        }
                    }
                }
                appendFast(lexeme, start: start, textStart: textStart, textEnd: textEnd, end: offset,
                           sawNewline: sawNewline)
                continue
            }
            cursor.offset = textStart
            return lexCodeTokenText(start: start, sawNewline: sawNewline, singleLine: false)
        }
        cursor.offset = offset
        return lexCodeToken()
    }

    /// `append` for a token that is not the file's first and has no diagnostic: the flags without a branch.
    @inline(__always)
    private mutating func appendFast(_ lexeme: Lexeme, start: Int, textStart: Int, textEnd: Int, end: Int,
                                     sawNewline: Bool) {
        let lineStart = sawNewline ? TokenFlags.atStartOfLine.rawValue : 0
        store(lexeme, flags: TokenFlags(rawValue: lexeme.flags.rawValue | lineStart), start: start,
              textStart: textStart, textEnd: textEnd, end: end)
    }

    /// Whether an operator that has reached `offset` ends there: at the end of input, or before an ASCII byte that
    /// is neither an operator character nor a period (a non-ASCII byte may continue it).
    @inline(__always)
    func endsOperator(_ base: UnsafePointer<UInt8>, _ count: Int, at offset: Int) -> Bool {
        guard offset < count else { return true }
        let next = base[offset]
        return next < 0x80 && next != ASCII.period && classes[Int(next)] & ByteClass.operatorCharacter == 0
    }

    /// The offset of the `"` closing a plain single-line string whose text starts at `offset`: nil when a `\`, a
    /// line break or the end of input comes first.
    @inline(__always)
    static func endOfPlainString(_ base: UnsafePointer<UInt8>, _ count: Int, from offset: Int) -> Int? {
        let stop = nextStringStop(base, count, from: offset)
        return stop < count && base[stop] == ASCII.quote ? stop : nil
    }
}

/// What a byte starting a token in top-level code means to the fast path: the kind of one-byte punctuation, or of
/// the token the fast path tries to lex (`.identifier` for an ASCII identifier head, `.arrow` for `-`,
/// `.integerLiteral` for a digit, `.postfixQuestion` for `?`…), and `.unknown` for every byte the general path lexes.
enum TopLevelByte {
    /// 256 entries, allocated once and never freed (as `ByteClass.table`).
    nonisolated(unsafe) static let table: UnsafePointer<TokenKind> = {
        let table = UnsafeMutablePointer<TokenKind>.allocate(capacity: 256)
        table.initialize(repeating: .unknown, count: 256)
        for byte in 0...255 where ASCII.isIdentifierHead(UInt8(byte)) { table[byte] = .identifier }
        // Outside interpolations, parentheses are plain punctuation.
        let punctuation: [(UInt8, TokenKind)] = [
            (ASCII.leftParen, .leftParen), (ASCII.rightParen, .rightParen), (ASCII.leftBrace, .leftBrace),
            (ASCII.rightBrace, .rightBrace), (ASCII.leftSquare, .leftSquare), (ASCII.rightSquare, .rightSquare),
            (ASCII.comma, .comma), (ASCII.colon, .colon), (ASCII.semicolon, .semicolon), (ASCII.at, .atSign),
            (ASCII.backslash, .backslash),
        ]
        for (byte, kind) in punctuation { table[Int(byte)] = kind }
        for byte in ASCII.zero...ASCII.nine { table[Int(byte)] = .integerLiteral }
        let attempts: [(UInt8, TokenKind)] = [
            (ASCII.period, .period), (ASCII.equal, .equal), (ASCII.minus, .arrow), (ASCII.question, .postfixQuestion),
            (ASCII.exclamation, .exclamation), (ASCII.quote, .stringQuote),
        ]
        for (byte, kind) in attempts { table[Int(byte)] = kind }
        return UnsafePointer(table)
    }()
}
