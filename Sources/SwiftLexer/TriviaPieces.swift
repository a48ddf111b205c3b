public enum Trivia {
    /// Splits a trivia byte range (a token's leading or trailing trivia) into pieces. Computed on demand: the
    /// lexer stores only trivia lengths. Bytes that are no trivia (only possible for a range that is not a
    /// token's trivia) become `.garbage` pieces.
    public static func pieces(in range: Range<Int>, of bytes: [UInt8]) -> [TriviaPiece] {
        let range = range.clamped(to: 0..<bytes.count)
        guard !range.isEmpty else { return [] }
        return bytes.withUnsafeBufferPointer { whole in
            // Rebase to end at the range's end, so scans cannot leave the range but offsets stay file offsets.
            let input = UnsafeBufferPointer(rebasing: whole[0..<range.upperBound])
            var pieces: [TriviaPiece] = []
            var offset = range.lowerBound
            func add(_ kind: TriviaPiece.Kind, to end: Int) {
                if kind == .garbage, let last = pieces.last, last.kind == .garbage, last.range.upperBound == offset {
                    pieces[pieces.count - 1].range = last.range.lowerBound..<end
                } else {
                    pieces.append(TriviaPiece(kind: kind, range: offset..<end))
                }
                offset = end
            }
            var progress = LoopProgress()
            while offset < input.count, progress.isMakingProgress(offset: offset) {
                let cursor = Cursor(input: input, offset: offset)
                let byte = input[offset]
                if ASCII.isSpace(byte) {
                    var end = offset
                    while end < input.count, ASCII.isSpace(input[end]) { end += 1 }
                    add(.spaces, to: end)
                } else if ASCII.isNewline(byte) {
                    var end = offset
                    while end < input.count, ASCII.isNewline(input[end]) { end += 1 }
                    add(.newlines, to: end)
                } else if cursor.starts(with: "//") {
                    let isDoc = cursor.starts(with: "///") && !cursor.starts(with: "////")
                    add(isDoc ? .docLineComment : .lineComment, to: LexerCore.endOfLine(input, from: offset + 2))
                } else if cursor.starts(with: "/*") {
                    if let comment = LexerCore.scanBlockComment(input, from: offset) {
                        let isDoc = cursor.starts(with: "/**") && !cursor.starts(with: "/**/")
                            && !cursor.starts(with: "/***")
                        add(isDoc ? .docBlockComment : .blockComment, to: comment.end)
                    } else {
                        add(.garbage, to: input.count)
                    }
                } else if LexerCore.isShebang(input, at: offset) {
                    add(.shebang, to: LexerCore.endOfLine(input, from: offset + 2))
                } else if offset == 0, LexerCore.hasByteOrderMark(input) {
                    add(.byteOrderMark, to: 3)
                } else {
                    add(.garbage, to: offset + 1)
                }
            }
            if offset < input.count { add(.garbage, to: input.count) }
            return pieces
        }
    }
}
