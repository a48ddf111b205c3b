// MARK: - Recovery from unterminated strings, comments and regex literals
//
// Recovery points (each has a test):
// - single-line string: the end of its line (also when the line ends inside one of its interpolations);
// - multi-line string: the end of its opening line; the lines after it are lexed as code again;
// - block comment: an `.unknown` token from `/*` to the end of its line;
// - regex literal: a `.regexLiteral` token from its start to the end of its line.
// Every error keeps the stream lossless and attaches a diagnostic to the token that carries it.
// The memo below keeps recovery linear: what one scan to the end of input learnt is never scanned for again.

struct RecoveryMemo {
    /// Offsets of `"""` openings known to reach the end of input without their closing delimiter.
    var unterminatedMultilineStrings: Set<Int> = []
    /// After a block comment was found unterminated: where each `/*` seen by that scan ends (-1: never).
    var blockCommentEnds: [Int: Int] = [:]
    /// For each `#` count: an offset from which no `/#…#` closing delimiter exists.
    var regexClosingAbsentFrom: [Int: Int] = [:]
}

extension LexerCore {
    /// Pops the innermost single-line string and everything above it, reporting it unterminated.
    mutating func abandonSingleLineString(at offset: Int) {
        attachDiagnostic(.unterminatedString, offset: offset, toToken: tokens.count - 1)
        while let state = stack.popLast() {
            if case .stringContent(let delimiter, _) = state, !delimiter.isMultiline { return }
        }
    }

    /// The input ended inside strings or interpolations. If a multi-line string is open, the outermost one is
    /// unterminated: rewind to its opening quote and end it with its opening line. Otherwise (only single-line
    /// strings, which end with their line anyway) report the last token.
    mutating func recoverAtEndOfInput() {
        let isMultilineString = { (state: LexerState) -> Bool in
            if case .stringContent(let delimiter, _) = state { return delimiter.isMultiline }
            return false
        }
        guard let outermost = stack.firstIndex(where: isMultilineString),
              case .stringContent(let delimiter, let openingToken) = stack[outermost] else {
            attachDiagnostic(.unterminatedString, offset: cursor.count, toToken: tokens.count - 1)
            stack.removeAll()
            return
        }
        // Strings opened inside it are unterminated too, whatever precedes them: never scan them again.
        for case .stringContent(let inner, let innerToken) in stack[(outermost + 1)...] where inner.isMultiline {
            recovery.unterminatedMultilineStrings.insert(tokens[innerToken].textStart)
        }
        let quote = tokens[openingToken]
        tokens.removeAll(after: openingToken)
        while let last = diagnostics.last,
              last.tokenIndex > openingToken || (last.tokenIndex == openingToken && last.offset >= quote.textEnd) {
            diagnostics.removeLast()
        }
        if diagnostics.last?.tokenIndex != openingToken { tokens[openingToken].flags.remove(.hasDiagnostic) }
        stack.removeSubrange(outermost...)
        cursor.offset = quote.textEnd
        endUnterminatedMultilineString(delimiter, openingToken: openingToken)
    }

    /// Ends a multi-line string that has no closing delimiter with its opening line: the rest of that line is a
    /// segment carrying the diagnostic (or the quote carries it when the line ends right after it).
    mutating func endUnterminatedMultilineString(_ delimiter: StringDelimiter, openingToken: Int) {
        let start = cursor.offset
        let end = Self.endOfLine(input, from: start)
        guard end > start else {
            attachDiagnostic(.unterminatedString, offset: end, toToken: openingToken)
            return
        }
        cursor.offset = end
        report(.unterminatedString, at: end)
        append(Lexeme(.stringSegment, flags: delimiter.flags), start: start, textStart: start, textEnd: end, end: end,
               sawNewline: false)
    }

    /// A block comment starting at `start` (which holds `/*`): its end and whether it spans lines, or nil when it
    /// never ends. After one unterminated scan, comments starting inside it are answered from the memo.
    @inline(never)
    mutating func blockComment(at start: Int) -> (end: Int, hasNewline: Bool)? {
        if !recovery.blockCommentEnds.isEmpty, let end = recovery.blockCommentEnds[start] {
            guard end >= 0 else { return nil }
            let hasNewline = input[start..<end].contains { ASCII.isNewline($0) }
            return (end, hasNewline)
        }
        if let comment = Self.scanBlockComment(input, from: start) { return comment }
        memoizeUnterminatedBlockComment(from: start)
        return nil
    }

    /// One pass from an unterminated `/*` to the end of input, pairing every nested `/*` with its `*/`.
    private mutating func memoizeUnterminatedBlockComment(from start: Int) {
        var ends: [Int: Int] = [:]
        var open: [Int] = [start]
        var index = start + 2
        let count = input.count
        while index < count {
            let byte = input[index]
            if byte == ASCII.star, index + 1 < count, input[index + 1] == ASCII.slash {
                index += 2
                if let opening = open.popLast() { ends[opening] = index }
            } else if byte == ASCII.slash, index + 1 < count, input[index + 1] == ASCII.star {
                open.append(index)
                index += 2
            } else {
                index += 1
            }
        }
        for opening in open { ends[opening] = -1 }
        recovery.blockCommentEnds = ends
    }

    /// `/*` that never closes: an error token up to the end of its line (the recovery point); lexing resumes there.
    mutating func lexUnterminatedBlockComment() -> Lexeme {
        let start = cursor.offset
        report(.unterminatedBlockComment, at: start)
        cursor.offset = Self.endOfLine(input, from: start + 2)
        return Lexeme(.unknown)
    }
}
