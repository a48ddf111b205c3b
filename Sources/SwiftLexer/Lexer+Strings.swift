// MARK: - String literals: quotes, segments and interpolations, driven by the state stack

extension LexerCore {
    /// `"`, `"""`, `#"`, `##"""`, …: emits the opening quote and enters the string's content.
    mutating func lexStringOpening(hashCount: Int) -> Lexeme {
        cursor.advance(by: hashCount)
        let isMultiline = cursor.starts(with: "\"\"\"")
        cursor.advance(by: isMultiline ? 3 : 1)
        let delimiter = StringDelimiter(hashCount: hashCount, isMultiline: isMultiline)
        return Lexeme(.stringQuote, flags: delimiter.flags, transition: .push(.stringContent(delimiter)))
    }

    /// Lexes the next token inside a string: a segment of text, an interpolation start, or the closing quote.
    /// A single-line string that reaches a line break or the end of input is unterminated: it ends there.
    mutating func lexStringContent(_ delimiter: StringDelimiter) {
        let start = cursor.offset
        let input = cursor.input
        let count = input.count
        let hashCount = delimiter.hashCount
        var offset = start
        while offset < count {
            let byte = input[offset]
            switch byte {
            case ASCII.backslash:
                let hashes = Cursor(input: input, offset: offset + 1).run(of: ASCII.hash)
                guard hashes == hashCount else {
                    offset += 1  // In a raw string, `\` without enough `#` is text.
                    continue
                }
                let escaped = offset + 1 + hashCount
                if escaped < count, input[escaped] == ASCII.leftParen {
                    guard offset == start else { return emitSegment(start, offset, delimiter) }
                    cursor.offset = escaped + 1
                    let interpolation = LexerState.interpolation(parenDepth: 0,
                                                                  inSingleLineString: !delimiter.isMultiline)
                    return finish(Lexeme(.interpolationStart, flags: hashCount > 0 ? .raw : [],
                                         transition: .push(interpolation)),
                                  start: start, textStart: start, sawNewline: false)
                }
                // An escape: skip the escaped character (a line break only in a multi-line string, where `\`
                // at the end of a line joins lines).
                offset = escaped
                if offset < count, !ASCII.isNewline(input[offset]) || delimiter.isMultiline {
                    offset += input[offset] == ASCII.carriageReturn && offset + 1 < count
                        && input[offset + 1] == ASCII.newline ? 2 : 1
                }
            case ASCII.quote:
                let quoteLength = delimiter.isMultiline ? 3 : 1
                let closes = (!delimiter.isMultiline || Cursor(input: input, offset: offset).starts(with: "\"\"\""))
                    && Cursor(input: input, offset: offset + quoteLength).run(of: ASCII.hash) >= hashCount
                guard closes else {
                    offset += 1
                    continue
                }
                guard offset == start else { return emitSegment(start, offset, delimiter) }
                cursor.offset = offset + quoteLength + hashCount
                return finish(Lexeme(.stringQuote, flags: delimiter.flags, transition: .pop),
                              start: start, textStart: start, sawNewline: false)
            case ASCII.newline, ASCII.carriageReturn:
                guard delimiter.isMultiline else {
                    guard offset == start else { return emitSegment(start, offset, delimiter) }
                    return abandonSingleLineString(at: offset)
                }
                offset += 1
            default:
                offset += 1
            }
        }
        guard offset == start else { return emitSegment(start, offset, delimiter) }
        // End of input inside the string.
        attachDiagnostic(.unterminatedString, offset: offset, toToken: tokens.count - 1)
        stack.removeAll()
    }

    private mutating func emitSegment(_ start: Int, _ end: Int, _ delimiter: StringDelimiter) {
        cursor.offset = end
        append(Lexeme(.stringSegment, flags: delimiter.flags), start: start, textStart: start, textEnd: end,
               end: end, sawNewline: false)
    }
}
