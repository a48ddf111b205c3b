// MARK: - Operators and their fixity (Swift's whitespace rules)

extension LexerCore {
    /// An operator, custom ones included. Fixity follows the whitespace on each side; `?`/`!` directly after an
    /// operand are optional-chaining / force-unwrap tokens; `=`, `.`, `->` get their own kinds.
    mutating func lexOperator(_ first: UInt8) -> Lexeme {
        let start = cursor.offset
        let leftBound = isLeftBound(start)
        if leftBound && (first == ASCII.question || first == ASCII.exclamation) {
            cursor.advance()
            return Lexeme(first == ASCII.question ? .postfixQuestion : .exclamation)
        }
        let allowsPeriods = first == ASCII.period
        let input = cursor.input
        var offset = start
        while offset < input.count {
            let byte = input[offset]
            if byte == ASCII.period {
                guard allowsPeriods else { break }
                offset += 1
            } else if byte < 0x80 {
                guard ASCII.isOperatorCharacter(byte) else { break }
                // `//` and `/*` start a comment, even in the middle of an operator.
                if byte == ASCII.slash, offset + 1 < input.count,
                   input[offset + 1] == ASCII.slash || input[offset + 1] == ASCII.star, offset > start {
                    break
                }
                offset += 1
            } else {
                guard let (scalar, length) = UTF8Scalar.decode(input, at: offset) else { break }
                let scalarClass = UTF8Scalar.classify(scalar)
                guard offset == start ? scalarClass == .operatorHead : scalarClass.continuesOperator else { break }
                offset += length
            }
        }
        cursor.offset = max(offset, start + 1)
        let length = cursor.offset - start
        if length == 1 {
            switch first {
            case ASCII.equal: return Lexeme(.equal)
            case ASCII.period: return Lexeme(.period)
            case ASCII.question: return Lexeme(.binaryOperator)  // the ternary `?`
            default: break
            }
        } else if length == 2, first == ASCII.minus, input[start + 1] == ASCII.greater {
            return Lexeme(.arrow)
        }
        let rightBound = isRightBound(cursor.offset, leftBound: leftBound)
        if leftBound == rightBound { return Lexeme(.binaryOperator) }
        return Lexeme(leftBound ? .postfixOperator : .prefixOperator)
    }

    /// Whether the character before `offset` binds an operator on its left (not whitespace, an opening bracket,
    /// a separator, the end of a block comment, or the start of the file).
    func isLeftBound(_ offset: Int) -> Bool {
        guard let previous = cursor.byte(before: offset) else { return false }
        switch previous {
        case ASCII.space, ASCII.tab, ASCII.newline, ASCII.carriageReturn, ASCII.verticalTab, ASCII.formFeed,
             ASCII.leftParen, ASCII.leftSquare, ASCII.leftBrace, ASCII.comma, ASCII.semicolon, ASCII.colon, 0:
            return false
        case ASCII.slash:
            return cursor.byte(before: offset - 1) != ASCII.star
        case 0xA0:
            return cursor.byte(before: offset - 1) != 0xC2
        case 0xBF:
            return !(offset == 3 && Self.hasByteOrderMark(cursor.input))
        default:
            return true
        }
    }

    /// Whether the character at `offset` binds an operator on its right. A following `.` binds only an operator
    /// that is not bound on its left (`a!.b` versus `-.5`-like prefixes).
    func isRightBound(_ offset: Int, leftBound: Bool) -> Bool {
        guard let next = cursor.byte(at: offset) else { return false }
        switch next {
        case ASCII.space, ASCII.tab, ASCII.newline, ASCII.carriageReturn, ASCII.verticalTab, ASCII.formFeed,
             ASCII.rightParen, ASCII.rightSquare, ASCII.rightBrace, ASCII.comma, ASCII.semicolon, ASCII.colon, 0:
            return false
        case ASCII.period:
            return !leftBound
        case ASCII.slash:
            let after = cursor.byte(at: offset + 1)
            return after != ASCII.slash && after != ASCII.star
        case 0xC2:
            return cursor.byte(at: offset + 1) != 0xA0
        default:
            return true
        }
    }
}
