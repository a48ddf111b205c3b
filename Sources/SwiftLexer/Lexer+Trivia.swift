// MARK: - Trivia while lexing: spaces, newlines, comments, shebang, byte order mark

extension LexerCore {
    /// Skips leading trivia. Returns whether it contained a line break (in a newline or a block comment).
    /// `stopAtNewline`: inside an interpolation of a single-line string, where a newline ends the string.
    @inline(__always)
    mutating func skipLeadingTrivia(stopAtNewline: Bool) -> Bool {
        guard let byte = cursor.peek(), classes[Int(byte)] & ByteClass.triviaStart != 0 else { return false }
        return skipTrivia(isTrailing: stopAtNewline, allowsMultilineComments: true)
    }

    /// Trailing trivia runs up to the next line break; a block comment spanning lines is left as leading trivia.
    @inline(__always)
    mutating func skipTrailingTrivia() {
        guard let byte = cursor.peek(), classes[Int(byte)] & ByteClass.triviaStart != 0 else { return }
        // The most common cases: a line break (no trailing trivia), or one space between two tokens.
        if ASCII.isNewline(byte) { return }
        if byte == ASCII.space, let next = cursor.peek(at: 1), classes[Int(next)] & ByteClass.triviaStart == 0 {
            cursor.offset &+= 1
            return
        }
        _ = skipTrivia(isTrailing: true, allowsMultilineComments: false)
    }

    @inline(never)
    mutating func skipTrivia(isTrailing: Bool, allowsMultilineComments: Bool) -> Bool {
        var sawNewline = false
        let input = cursor.input
        let count = input.count
        var offset = cursor.offset
        defer { cursor.offset = offset }
        while offset < count {
            let byte = input[offset]
            switch byte {
            case ASCII.space, ASCII.tab, ASCII.verticalTab, ASCII.formFeed:
                guard let base = input.baseAddress else { return sawNewline }
                offset = endOfHorizontalSpace(base, count, from: offset &+ 1)
            case ASCII.newline, ASCII.carriageReturn:
                if isTrailing { return sawNewline }
                sawNewline = true
                offset &+= 1
            case ASCII.slash:
                guard offset + 1 < count else { return sawNewline }
                let next = input[offset + 1]
                if next == ASCII.slash {
                    offset = Self.endOfLine(input, from: offset + 2)
                } else if next == ASCII.star {
                    guard let comment = blockComment(at: offset) else { return sawNewline }
                    if comment.hasNewline {
                        guard allowsMultilineComments else { return sawNewline }
                        sawNewline = true
                    }
                    offset = comment.end
                } else {
                    return sawNewline
                }
            case ASCII.hash:
                guard Self.isShebang(input, at: offset) else { return sawNewline }
                offset = Self.endOfLine(input, from: offset + 2)
            case 0xEF:
                guard offset == 0, Self.hasByteOrderMark(input) else { return sawNewline }
                offset = 3
            default:
                return sawNewline
            }
        }
        return sawNewline
    }

    /// The end of the run of spaces, tabs, vertical tabs and form feeds from `offset`; indentation eight spaces at a
    /// time.
    @inline(__always)
    func endOfHorizontalSpace(_ base: UnsafePointer<UInt8>, _ count: Int, from offset: Int) -> Int {
        var index = offset
        while index &+ 8 <= count,
              UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020 {
            index &+= 8
        }
        while index < count, classes[Int(base[index])] & ByteClass.horizontalSpace != 0 { index &+= 1 }
        return index
    }

    /// Offset of the next `\n` or `\r` at or after `offset`, or the end of input.
    @inline(__always)
    static func endOfLine(_ input: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
        var index = offset
        let count = input.count
        // Eight bytes at a time (comments are long); the exact byte is found below.
        if let base = input.baseAddress {
            while index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self).littleEndian
                let lineBreaks = LineTable.lineBreakBytes(word)
                if lineBreaks != 0 { return index + lineBreaks.trailingZeroBitCount / 8 }
                index += 8
            }
        }
        while index < count {
            let byte = input[index]
            if byte == ASCII.newline || byte == ASCII.carriageReturn { return index }
            index &+= 1
        }
        return count
    }

    /// A nested `/* … */` starting at `start`: its end, and whether it spans lines; nil when unterminated.
    static func scanBlockComment(_ input: UnsafeBufferPointer<UInt8>, from start: Int) -> (end: Int, hasNewline: Bool)? {
        var index = start + 2
        var depth = 1
        var hasNewline = false
        let count = input.count
        while index < count {
            let byte = input[index]
            if byte == ASCII.star, index + 1 < count, input[index + 1] == ASCII.slash {
                index += 2
                depth -= 1
                if depth == 0 { return (index, hasNewline) }
            } else if byte == ASCII.slash, index + 1 < count, input[index + 1] == ASCII.star {
                index += 2
                depth += 1
            } else {
                if byte == ASCII.newline || byte == ASCII.carriageReturn { hasNewline = true }
                index += 1
            }
        }
        return nil
    }

    static func hasByteOrderMark(_ input: UnsafeBufferPointer<UInt8>) -> Bool {
        input.count >= 3 && input[0] == 0xEF && input[1] == 0xBB && input[2] == 0xBF
    }

    /// `#!` at the very start of the file, or right after a byte order mark.
    static func isShebang(_ input: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        guard offset == 0 || (offset == 3 && hasByteOrderMark(input)) else { return false }
        return offset + 1 < input.count && input[offset] == ASCII.hash && input[offset + 1] == ASCII.exclamation
    }
}
