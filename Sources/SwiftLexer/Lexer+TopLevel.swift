// MARK: - The fast path: top-level code (empty state stack)
//
// Most tokens of a file are identifiers, keywords, punctuation and member-access periods, between line breaks,
// indentation and single spaces. This loop lexes those with the cursor in a local and without the general path's
// per-token state checks; every other token (and trivia other than spaces and line breaks) goes through the general
// functions, so both paths produce the same tokens by construction of the same rules.

extension LexerCore {
    /// Lexes tokens of top-level code until one needs the general path, then that token through it.
    /// Returns false after the end-of-file token.
    mutating func lexTopLevelTokens() -> Bool {
        let input = cursor.input
        guard let base = input.baseAddress else { return lexCodeToken() }
        let count = input.count
        let classes = self.classes
        let kinds = topLevelKinds
        var offset = cursor.offset
        // A full token buffer ends the loop: the general path then reports the overflow.
        while offset < count, tokens.count < tokens.capacity {
            let start = offset
            var sawNewline = false
            var byte = base[offset]
            if classes[Int(byte)] & ByteClass.triviaStart != 0 {
                // Line breaks and indentation here; comments and the rarer trivia through the general scan.
                while true {
                    if byte == ASCII.newline {
                        sawNewline = true
                        offset &+= 1
                    } else if classes[Int(byte)] & ByteClass.horizontalSpace != 0 {
                        offset &+= 1
                        while offset &+ 8 <= count,
                              UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020 {
                            offset &+= 8
                        }
                        while offset < count, classes[Int(base[offset])] & ByteClass.horizontalSpace != 0 {
                            offset &+= 1
                        }
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
            let textStart = offset
            let lexeme: Lexeme
            switch kinds[Int(byte)] {
            case .identifier:
                offset = Self.endOfASCIIIdentifierBody(base, from: offset &+ 1, count: count)
                if offset < count, base[offset] >= 0x80 {
                    cursor.offset = offset
                    skipIdentifierBody()
                    offset = cursor.offset
                }
                lexeme = Self.identifierOrKeyword(input, start: textStart, end: offset)
            case .period:
                // A lone `.` (member access); `..<`, `...` and `.+`-like operators take the general path.
                if offset &+ 1 < count {
                    let next = base[offset &+ 1]
                    guard next < 0x80, next != ASCII.period, classes[Int(next)] & ByteClass.operatorCharacter == 0
                    else { fallthrough }
                }
                offset &+= 1
                lexeme = Lexeme(.period)
            case .unknown:
                cursor.offset = offset
                return lexCodeTokenText(start: start, sawNewline: sawNewline, singleLine: false)
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
            append(lexeme, start: start, textStart: textStart, textEnd: textEnd, end: offset, sawNewline: sawNewline)
        }
        cursor.offset = offset
        return lexCodeToken()
    }
}

/// What a byte starting a token in top-level code means to the fast path: `.identifier` for an ASCII identifier
/// head, `.period`, the kind of one-byte punctuation, and `.unknown` for every byte the general path lexes.
enum TopLevelByte {
    /// 256 entries, allocated once and never freed (as `ByteClass.table`).
    nonisolated(unsafe) static let table: UnsafePointer<TokenKind> = {
        let table = UnsafeMutablePointer<TokenKind>.allocate(capacity: 256)
        table.initialize(repeating: .unknown, count: 256)
        for byte in 0...255 where ASCII.isIdentifierHead(UInt8(byte)) { table[byte] = .identifier }
        // Outside interpolations, parentheses are plain punctuation.
        let punctuation: [(UInt8, TokenKind)] = [
            (ASCII.period, .period), (ASCII.leftParen, .leftParen), (ASCII.rightParen, .rightParen),
            (ASCII.leftBrace, .leftBrace), (ASCII.rightBrace, .rightBrace), (ASCII.leftSquare, .leftSquare),
            (ASCII.rightSquare, .rightSquare), (ASCII.comma, .comma), (ASCII.colon, .colon),
            (ASCII.semicolon, .semicolon), (ASCII.at, .atSign), (ASCII.backslash, .backslash),
        ]
        for (byte, kind) in punctuation { table[Int(byte)] = kind }
        return UnsafePointer(table)
    }()
}
