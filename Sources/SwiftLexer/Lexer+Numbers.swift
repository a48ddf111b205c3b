// MARK: - Integer and floating-point literals

extension LexerCore {
    /// Decimal, `0x` (with hex floats), `0o`, `0b`, all with `_` separators. Letters or digits that do not belong
    /// to the literal (`0b102`, `12abc`) are kept in the token and reported as `.invalidNumber`.
    mutating func lexNumber() -> Lexeme {
        let start = cursor.offset
        var kind = TokenKind.integerLiteral
        var invalidAt: Int?
        let radixMarker = cursor.peek() == ASCII.zero ? cursor.peek(at: 1) : nil
        switch radixMarker {
        case UInt8(ascii: "x")?:
            cursor.advance(by: 2)
            (kind, invalidAt) = lexHexadecimalBody(start: start)
        case UInt8(ascii: "o")?, UInt8(ascii: "b")?:
            cursor.advance(by: 2)
            let largestDigit = radixMarker == UInt8(ascii: "o") ? UInt8(ascii: "7") : UInt8(ascii: "1")
            let digitsStart = cursor.offset
            skipIdentifierBody()
            for index in digitsStart..<cursor.offset {
                let byte = cursor.input[index]
                if byte != ASCII.underscore && !(byte >= ASCII.zero && byte <= largestDigit) {
                    invalidAt = index
                    break
                }
            }
            if cursor.offset == digitsStart || cursor.input[digitsStart] == ASCII.underscore {
                invalidAt = invalidAt ?? digitsStart
            }
        default:
            skipDecimalDigits()
            // `x.0.1` is two tuple accesses, not a float: no fraction right after a period.
            if cursor.peek() == ASCII.period, let next = cursor.peek(at: 1), ASCII.isDigit(next),
               tokens.last?.kind != .period {
                cursor.advance()
                skipDecimalDigits()
                kind = .floatLiteral
            }
            if let marker = cursor.peek(), marker | 0x20 == UInt8(ascii: "e"), exponentFollows(at: 1) {
                cursor.advance()
                skipExponent()
                kind = .floatLiteral
            }
        }
        let bodyEnd = cursor.offset
        skipIdentifierBody()
        if cursor.offset > bodyEnd { invalidAt = invalidAt ?? bodyEnd }
        if let invalidAt { report(.invalidNumber, at: invalidAt) }
        return Lexeme(kind)
    }

    private mutating func lexHexadecimalBody(start: Int) -> (TokenKind, Int?) {
        let digitsStart = cursor.offset
        cursor.advance(while: { ASCII.isHexDigit($0) || $0 == ASCII.underscore })
        if cursor.offset == digitsStart { return (.integerLiteral, digitsStart) }
        var kind = TokenKind.integerLiteral
        if cursor.peek() == ASCII.period, let next = cursor.peek(at: 1), ASCII.isHexDigit(next) {
            let periodOffset = cursor.offset
            cursor.advance()
            cursor.advance(while: { ASCII.isHexDigit($0) || $0 == ASCII.underscore })
            guard let marker = cursor.peek(), marker | 0x20 == UInt8(ascii: "p") else {
                // `0xff.description` is a member access; `0x1.8` without exponent is an invalid hex float.
                if ASCII.isDigit(next) { return (.floatLiteral, cursor.offset) }
                cursor.offset = periodOffset
                return (.integerLiteral, nil)
            }
            kind = .floatLiteral
        }
        if let marker = cursor.peek(), marker | 0x20 == UInt8(ascii: "p") {
            guard exponentFollows(at: 1) else { return (kind, cursor.offset) }
            cursor.advance()
            skipExponent()
            kind = .floatLiteral
        }
        return (kind, nil)
    }

    private mutating func skipDecimalDigits() {
        cursor.advance(while: { ASCII.isDigit($0) || $0 == ASCII.underscore })
    }

    /// After `e`/`p`: an optional sign then a digit.
    private func exponentFollows(at distance: Int) -> Bool {
        var distance = distance
        if cursor.peek(at: distance) == ASCII.plus || cursor.peek(at: distance) == ASCII.minus { distance += 1 }
        guard let digit = cursor.peek(at: distance) else { return false }
        return ASCII.isDigit(digit)
    }

    private mutating func skipExponent() {
        if cursor.peek() == ASCII.plus || cursor.peek() == ASCII.minus { cursor.advance() }
        skipDecimalDigits()
    }
}
