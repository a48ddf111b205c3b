// MARK: - String literals: quotes, segments and interpolations, driven by the state stack

extension LexerCore {
    /// `"`, `"""`, `#"`, `##"""`, …: the opening quote; the string's text follows.
    /// A raw `#"""` whose line also holds a closing `"#` is a single-line string starting with quotes (`#"""#`).
    mutating func lexStringOpening(hashCount: Int) -> Lexeme {
        cursor.advance(by: hashCount)
        let isMultiline = cursor.starts(with: "\"\"\"")
            && !(hashCount > 0 && rawStringCloses(onLineFrom: cursor.offset + 2, hashCount: hashCount))
        cursor.advance(by: isMultiline ? 3 : 1)
        let delimiter = StringDelimiter(hashCount: hashCount, isMultiline: isMultiline)
        stack.append(.stringContent(delimiter, openingToken: tokens.count))
        return Lexeme(.stringQuote, flags: delimiter.flags)
    }

    /// Whether a `"` followed by at least `hashCount` `#` occurs between `offset` and the end of its line.
    private func rawStringCloses(onLineFrom offset: Int, hashCount: Int) -> Bool {
        let input = cursor.input
        var index = offset
        while index < input.count, !ASCII.isNewline(input[index]) {
            if input[index] == ASCII.quote, Cursor(input: input, offset: index + 1).run(of: ASCII.hash) >= hashCount {
                return true
            }
            index += 1
        }
        return false
    }

    /// Lexes the next token inside a string: a segment of text, an interpolation start, or the closing quote.
    /// Escapes are skipped, not decoded; `\` followed by a character that is no escape is reported.
    mutating func lexStringContent(_ delimiter: StringDelimiter) {
        let start = cursor.offset
        if !recovery.unterminatedMultilineStrings.isEmpty, delimiter.isMultiline,
           case .stringContent(_, let openingToken)? = stack.last, tokens[openingToken].textEnd == start,
           recovery.unterminatedMultilineStrings.contains(tokens[openingToken].textStart) {
            stack.removeLast()
            return endUnterminatedMultilineString(delimiter, openingToken: openingToken)
        }
        let input = cursor.input
        let count = input.count
        let hashCount = delimiter.hashCount
        var offset = start
        while offset < count {
            switch input[offset] {
            case ASCII.backslash:
                guard hashCount == 0 || Cursor(input: input, offset: offset + 1).run(of: ASCII.hash) == hashCount else {
                    offset += 1  // In a raw string, `\` without enough `#` is text.
                    continue
                }
                let escaped = offset + 1 + hashCount
                if escaped < count, input[escaped] == ASCII.leftParen {
                    guard offset == start else { return emitSegment(start, offset, delimiter) }
                    cursor.offset = escaped + 1
                    stack.append(.interpolation(parenDepth: 0, inSingleLineString: !delimiter.isMultiline))
                    return finish(Lexeme(.interpolationStart, flags: hashCount > 0 ? .raw : []), start: start,
                                  textStart: start, sawNewline: false, takesTrailingTrivia: true)
                }
                offset = skipEscape(at: escaped, delimiter)
            case ASCII.quote:
                let quoteLength = delimiter.isMultiline ? 3 : 1
                let closes = (!delimiter.isMultiline || Cursor(input: input, offset: offset).starts(with: "\"\"\""))
                    && (hashCount == 0 || Cursor(input: input, offset: offset + quoteLength).run(of: ASCII.hash)
                        >= hashCount)
                guard closes else {
                    offset += 1
                    continue
                }
                guard offset == start else { return emitSegment(start, offset, delimiter) }
                cursor.offset = offset + quoteLength + hashCount
                stack.removeLast()
                return finish(Lexeme(.stringQuote, flags: delimiter.flags), start: start, textStart: start,
                              sawNewline: false, takesTrailingTrivia: true)
            case ASCII.newline, ASCII.carriageReturn:
                guard delimiter.isMultiline else {
                    guard offset == start else { return emitSegment(start, offset, delimiter) }
                    return abandonSingleLineString(at: offset)
                }
                offset += 1
            default:
                if let base = input.baseAddress { offset = Self.nextStringStop(base, count, from: offset + 1) }
            }
        }
        guard offset == start else { return emitSegment(start, offset, delimiter) }
        recoverAtEndOfInput()
    }

    /// The offset of the first `"`, `\`, `\n` or `\r` at or after `offset` (the bytes that can end a string's
    /// text), or `count`; eight bytes at a time.
    @inline(__always)
    static func nextStringStop(_ base: UnsafePointer<UInt8>, _ count: Int, from offset: Int) -> Int {
        var index = offset
        while index &+ 8 <= count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self).littleEndian
            let stops = LineTable.matchingBytes(word, ASCII.quote) | LineTable.matchingBytes(word, ASCII.backslash)
                | LineTable.lineBreakBytes(word)
            if stops != 0 { return index &+ stops.trailingZeroBitCount &>> 3 }
            index &+= 8
        }
        while index < count {
            switch base[index] {
            case ASCII.quote, ASCII.backslash, ASCII.newline, ASCII.carriageReturn: return index
            default: index &+= 1
            }
        }
        return count
    }

    /// `escaped` is just after `\` and its `#`s. Returns the offset after the escape sequence.
    /// Valid: `\0 \\ \t \n \r \" \' \u{…}`, and `\` before a line break in a multi-line string (line joining,
    /// trailing spaces allowed).
    private mutating func skipEscape(at escaped: Int, _ delimiter: StringDelimiter) -> Int {
        guard let byte = cursor.byte(at: escaped) else { return escaped }
        switch byte {
        case UInt8(ascii: "0"), ASCII.backslash, UInt8(ascii: "t"), UInt8(ascii: "n"), UInt8(ascii: "r"),
             ASCII.quote, ASCII.apostrophe:
            return escaped + 1
        case UInt8(ascii: "u"):
            guard cursor.byte(at: escaped + 1) == ASCII.leftBrace else {
                report(.invalidEscape, at: escaped - 1 - delimiter.hashCount)
                return escaped + 1
            }
            var index = escaped + 2
            while let digit = cursor.byte(at: index), ASCII.isHexDigit(digit), index < escaped + 10 { index += 1 }
            if cursor.byte(at: index) == ASCII.rightBrace, index > escaped + 2 { return index + 1 }
            report(.invalidEscape, at: escaped - 1 - delimiter.hashCount)
            return index
        case ASCII.space, ASCII.tab, ASCII.newline, ASCII.carriageReturn:
            // Line joining in a multi-line string: `\`, optional spaces, then the line break (which stays part of
            // the segment's text). A single-line string's line break is never swallowed: it ends the string.
            var index = escaped
            guard delimiter.isMultiline else {
                report(.invalidEscape, at: escaped - 1 - delimiter.hashCount)
                return ASCII.isNewline(byte) ? escaped : escaped + 1
            }
            while let next = cursor.byte(at: index), ASCII.isSpace(next) { index += 1 }
            if let next = cursor.byte(at: index), ASCII.isNewline(next) { return index }
            report(.invalidEscape, at: escaped - 1 - delimiter.hashCount)
            return escaped
        default:
            report(.invalidEscape, at: escaped - 1 - delimiter.hashCount)
            return escaped + 1
        }
    }

    private mutating func emitSegment(_ start: Int, _ end: Int, _ delimiter: StringDelimiter) {
        cursor.offset = end
        append(Lexeme(.stringSegment, flags: delimiter.flags), start: start, textStart: start, textEnd: end,
               end: end, sawNewline: false)
    }
}
