// MARK: - Identifiers, keywords, `$` names, backticks, `#` names, non-ASCII characters

extension LexerCore {
    /// Advances over identifier characters (ASCII fast path; non-ASCII identifier and combining scalars).
    @inline(__always)
    mutating func skipIdentifierBody() {
        cursor.offset = Self.endOfIdentifierBody(cursor.input, from: cursor.offset)
    }

    /// The end of the identifier characters from `offset`: ASCII ones, non-ASCII identifier and combining scalars.
    static func endOfIdentifierBody(_ input: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
        guard let base = input.baseAddress else { return offset }
        var index = endOfASCIIIdentifierBody(base, from: offset, count: input.count)
        while index < input.count, base[index] >= 0x80, let (scalar, length) = UTF8Scalar.decode(input, at: index),
              UTF8Scalar.classify(scalar).continuesIdentifier {
            index = endOfASCIIIdentifierBody(base, from: index &+ length, count: input.count)
        }
        return index
    }

    /// The end of the run of ASCII identifier characters (`[A-Za-z0-9_]`) from `offset`, eight bytes at a time.
    @inline(__always)
    static func endOfASCIIIdentifierBody(_ base: UnsafePointer<UInt8>, from offset: Int, count: Int) -> Int {
        var index = offset
        while index &+ 8 <= count {
            let others = nonIdentifierBytes(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self).littleEndian)
            if others != 0 { return index &+ others.trailingZeroBitCount &>> 3 }
            index &+= 8
        }
        while index < count, ASCII.isIdentifierBody(base[index]) { index &+= 1 }
        return index
    }

    /// The high bit of each byte of `word` that is not an ASCII identifier character, and no other bit.
    /// Each range test adds a constant to the byte's low seven bits, so no sum carries into the next byte.
    @inline(__always)
    static func nonIdentifierBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits = ones &* 0x80
        let low = word & ~highBits
        /// High bit set where the byte (at most 0x7F) is at least `lowest` and at most `highest`.
        @inline(__always) func within(_ bytes: UInt64, _ lowest: UInt64, _ highest: UInt64) -> UInt64 {
            (bytes &+ ones &* (0x80 &- lowest)) & ~(bytes &+ ones &* (0x7F &- highest))
        }
        let digits = within(low, 0x30, 0x39)
        let letters = within(low | ones &* 0x20, 0x61, 0x7A)   // upper case folded onto lower case
        let underscores = ~((low ^ ones &* 0x5F) &+ ones &* 0x7F)
        return (~(digits | letters | underscores) | word) & highBits
    }

    @inline(__always)
    mutating func lexIdentifier() -> Lexeme {
        let start = cursor.offset
        skipIdentifierBody()
        return identifierOrKeyword(start: start, end: cursor.offset)
    }

    /// The identifier or keyword spelled by the bytes from `start` to `end`.
    @inline(__always)
    func identifierOrKeyword(start: Int, end: Int) -> Lexeme {
        Lexeme(keyword: Keyword.match(cursor.input, start: start, length: end &- start, in: keywordTable))
    }

    /// `$0`, `$name`, and `$` alone (used by macros and property-wrapper projections).
    mutating func lexDollarIdentifier() -> Lexeme {
        cursor.advance()
        skipIdentifierBody()
        return Lexeme(.dollarIdentifier)
    }

    /// `` `name` ``: any characters but a backtick or line break between the backticks (raw identifiers).
    mutating func lexBacktickedIdentifier() -> Lexeme {
        let start = cursor.offset
        var index = start + 1
        let input = cursor.input
        while index < input.count {
            let byte = input[index]
            if byte == ASCII.backtick || ASCII.isNewline(byte) { break }
            index += 1
        }
        if index < input.count, input[index] == ASCII.backtick, index > start + 1 {
            cursor.offset = index + 1
            return Lexeme(.identifier, flags: .backticked)
        }
        report(.invalidCharacter, at: start)
        cursor.advance()
        return Lexeme(.unknown)
    }

    /// `#if`…, `#name`, `#"raw"#`, `#/regex/#`, or a stray `#`.
    mutating func lexHash() -> Lexeme {
        let start = cursor.offset
        let hashCount = cursor.run(of: ASCII.hash)
        switch cursor.peek(at: hashCount) {
        case ASCII.quote?:
            return lexStringOpening(hashCount: hashCount)
        case ASCII.slash?:
            return lexExtendedRegexLiteral(hashCount: hashCount)
        default:
            break
        }
        cursor.advance()
        if let next = cursor.peek(), ASCII.isIdentifierHead(next) || next >= 0x80 && startsIdentifier(at: start + 1) {
            skipIdentifierBody()
            return Lexeme(isDirective(start + 1..<cursor.offset) ? .poundDirective : .poundIdentifier)
        }
        report(.invalidCharacter, at: start)
        return Lexeme(.unknown)
    }

    private func startsIdentifier(at offset: Int) -> Bool {
        guard let (scalar, _) = UTF8Scalar.decode(cursor.input, at: offset) else { return false }
        return UTF8Scalar.classify(scalar) == .identifierHead
    }

    /// Compiler-control directives; every other `#name` is a macro expansion or special literal.
    private func isDirective(_ name: Range<Int>) -> Bool {
        let matches = { (literal: StaticString) -> Bool in
            Cursor(input: cursor.input, offset: name.lowerBound).starts(with: literal)
        }
        switch name.count {
        case 2: return matches("if")
        case 4: return matches("else")
        case 5: return matches("endif")
        case 6: return matches("elseif")
        case 14: return matches("sourceLocation")
        default: return false
        }
    }

    /// A token starting with a non-ASCII byte: identifier, operator, or an error.
    mutating func lexNonASCII() -> Lexeme {
        let start = cursor.offset
        guard let (scalar, length) = UTF8Scalar.decode(cursor.input, at: start) else {
            report(.invalidUTF8, at: start)
            cursor.advance()
            return Lexeme(.unknown)
        }
        switch UTF8Scalar.classify(scalar) {
        case .identifierHead:
            return lexIdentifier()
        case .operatorHead:
            return lexOperator(cursor.input[start])
        case .combining, .invalid:
            report(.invalidCharacter, at: start)
            cursor.advance(by: length)
            return Lexeme(.unknown)
        }
    }
}

extension ScalarClass {
    var continuesIdentifier: Bool { self == .identifierHead || self == .combining }
    var continuesOperator: Bool { self == .operatorHead || self == .combining }
}
