// MARK: - Regex literals: `/…/` versus division, and `#/…/#`

extension LexerCore {
    /// Regex versus division, decided by the previous token: a bare `/…/` can start only where an expression can,
    /// that is unless the previous token ends an operand (`a / b / c` divides; `let r = /a+b/` is a regex).
    func regexLiteralMayStart() -> Bool {
        guard let previous = tokens.last else { return true }
        return Self.regexMayFollow(previous)
    }

    static func regexMayFollow(_ previous: Token) -> Bool {
        switch previous.kind {
        case .identifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringQuote, .regexLiteral,
             .rightParen, .rightSquare, .rightBrace, .postfixOperator, .postfixQuestion, .exclamation,
             .poundIdentifier, .interpolationEnd, .unknown:
            return false
        case .keyword:
            switch previous.keyword {
            case .self, .Self, .super, .true, .false, .nil, .Any: return false
            default: return true
            }
        case .endOfFile, .poundDirective, .stringSegment, .interpolationStart, .binaryOperator,
             .prefixOperator, .leftParen, .leftBrace, .leftSquare, .comma, .colon, .semicolon, .period, .equal,
             .arrow, .atSign, .backslash:
            return true
        }
    }

    /// A bare `/…/` on one line: it may not start or end with a space or tab, and an unbalanced `)` inside means
    /// the `/` was an operator (`foo(/, /)`). Returns nil (lex an operator instead) when it is not a regex.
    mutating func lexBareRegexLiteral() -> Lexeme? {
        let input = cursor.input
        let start = cursor.offset
        guard start + 1 < input.count else { return nil }
        let first = input[start + 1]
        if first == ASCII.space || first == ASCII.tab || ASCII.isNewline(first) { return nil }
        var index = start + 1
        var parenDepth = 0
        while index < input.count {
            let byte = input[index]
            switch byte {
            case ASCII.newline, ASCII.carriageReturn:
                return nil
            case ASCII.backslash:
                index += 2
                continue
            case ASCII.leftParen:
                parenDepth += 1
            case ASCII.rightParen:
                parenDepth -= 1
                if parenDepth < 0 { return nil }
            case ASCII.slash:
                let last = input[index - 1]
                if last == ASCII.space || last == ASCII.tab { return nil }
                cursor.offset = index + 1
                return Lexeme(.regexLiteral)
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// `#/…/#` with any number of `#`. If `#/` ends its line the literal is multi-line; otherwise it ends on its
    /// line. Unterminated: an error token to the end of the opening line.
    mutating func lexExtendedRegexLiteral(hashCount: Int) -> Lexeme {
        let input = cursor.input
        let start = cursor.offset
        let bodyStart = start + hashCount + 1
        let isMultiline = bodyStart < input.count && ASCII.isNewline(input[bodyStart])
        var index = bodyStart
        if isMultiline, let absentFrom = recovery.regexClosingAbsentFrom[hashCount], absentFrom <= bodyStart {
            index = input.count  // An earlier scan found no closing delimiter from here to the end.
        }
        while index < input.count {
            let byte = input[index]
            if byte == ASCII.backslash {
                index += 2
                continue
            }
            if ASCII.isNewline(byte) && !isMultiline { break }
            if byte == ASCII.slash, Cursor(input: input, offset: index + 1).run(of: ASCII.hash) >= hashCount {
                cursor.offset = index + 1 + hashCount
                return Lexeme(.regexLiteral, flags: .raw)
            }
            index += 1
        }
        if isMultiline {
            recovery.regexClosingAbsentFrom[hashCount] = min(bodyStart, recovery.regexClosingAbsentFrom[hashCount] ?? .max)
        }
        report(.unterminatedRegex, at: start)
        cursor.offset = Self.endOfLine(input, from: bodyStart)
        return Lexeme(.regexLiteral, flags: .raw)
    }
}
