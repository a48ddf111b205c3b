import SwiftLexer

/// Read-only view of a token stream for the parser: kinds, text comparisons without `String`s, and the matching
/// delimiter of every `(`, `[`, `{`, `\(` and string quote, computed once in one pass.
///
/// `tokens` and `bytes` point into `source`'s arrays and are valid only inside `TokenStream.with(_:_:)`: the parser
/// reads them on every step, and plain pointers spare it an array bounds check and buffer load per read. Every
/// accessor below that takes a token index checks it against `tokens.count` itself.
struct TokenStream {
    let source: LexedSource
    let tokens: UnsafeBufferPointer<Token>
    let bytes: UnsafeBufferPointer<UInt8>
    /// For an opener: index of its closer; for a closer: index of its opener; -1 when unmatched or not a delimiter.
    let match: [Int32]
    /// Index of the `.endOfFile` token.
    let endIndex: Int
    /// The file's `import` declarations, found in the same pass as `match`.
    let imports: [ImportDeclaration]
    let textCache: TokenTextCache

    private init(_ source: LexedSource, tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>) {
        self.source = source
        self.textCache = TokenTextCache(tokenCount: tokens.count)
        self.tokens = tokens
        self.bytes = bytes
        (self.match, self.imports) = TokenStream.matchDelimiters(tokens, bytes: bytes)
        self.endIndex = max(0, tokens.count - 1)
    }

    /// Runs `body` with a stream over `source`, valid only for the duration of the call.
    static func with<Result>(_ source: LexedSource, _ body: (TokenStream) -> Result) -> Result {
        source.tokens.withUnsafeBufferPointer { tokens in
            source.bytes.withUnsafeBufferPointer { bytes in
                body(TokenStream(source, tokens: tokens, bytes: bytes))
            }
        }
    }

    /// One pass with an explicit stack. A closer that has no opener of its kind open is left unmatched; one whose
    /// opener is buried under others closes them (they stay unmatched), so one missing `)` cannot unbalance the
    /// rest of the file. Per-kind counts keep that decision O(1). The same pass lists the file's imports.
    static func matchDelimiters(_ buffer: UnsafeBufferPointer<Token>,
                                bytes: UnsafeBufferPointer<UInt8>) -> (match: [Int32], imports: [ImportDeclaration]) {
        var match = [Int32](repeating: -1, count: buffer.count)
        var imports = ImportScan()
        // At most one open delimiter per token: raw storage of that size, so pushes need no capacity checks.
        let stack = UnsafeMutablePointer<Int32>.allocate(capacity: max(buffer.count, 1))
        defer { stack.deallocate() }
        var depth = 0
        // Open delimiters on the stack by slot: ( { [ \( and string quotes.
        var parens = 0, braces = 0, squares = 0, interpolations = 0
        @inline(__always) func slot(_ kind: TokenKind) -> Int {
            switch kind {
            case .leftParen, .rightParen: return 0
            case .leftBrace, .rightBrace: return 1
            case .leftSquare, .rightSquare: return 2
            case .interpolationStart, .interpolationEnd: return 3
            default: return 4
            }
        }
        match.withUnsafeMutableBufferPointer { match in
            for index in 0..<buffer.count {
                let kind = buffer[index].kind
                switch kind {
                case .leftParen: parens += 1
                case .leftBrace: braces += 1
                case .leftSquare: squares += 1
                case .interpolationStart: interpolations += 1
                case .stringQuote:
                    // A quote closes the string opened by the quote on top of the stack; otherwise it opens one.
                    if depth > 0, case let top = stack[depth - 1], buffer[Int(top)].kind == .stringQuote {
                        depth -= 1
                        match[Int(top)] = Int32(index)
                        match[index] = top
                        continue
                    }
                case .rightParen, .rightBrace, .rightSquare, .interpolationEnd:
                    let wanted = slot(kind)
                    let open = wanted == 0 ? parens : wanted == 1 ? braces : wanted == 2 ? squares : interpolations
                    guard open > 0 else { continue }
                    while depth > 0 {
                        depth -= 1
                        let top = stack[depth]
                        let topSlot = slot(buffer[Int(top)].kind)
                        switch topSlot {
                        case 0: parens -= 1
                        case 1: braces -= 1
                        case 2: squares -= 1
                        case 3: interpolations -= 1
                        default: break
                        }
                        if topSlot == wanted {
                            match[Int(top)] = Int32(index)
                            match[index] = top
                            break
                        }
                    }
                    continue
                case .keyword, .poundDirective:
                    if index < buffer.count - 1 { imports.see(buffer[index], at: index, bytes: bytes) }
                    continue
                default:
                    continue
                }
                stack[depth] = Int32(index)
                depth += 1
            }
        }
        return (match, imports.imports)
    }

    // MARK: Token properties

    @inline(__always) func kind(_ index: Int) -> TokenKind {
        index < tokens.count ? tokens[index].kind : .endOfFile
    }

    @inline(__always) func keyword(_ index: Int) -> Keyword {
        index < tokens.count ? tokens[index].keyword : .none
    }

    @inline(__always) func isKeyword(_ index: Int, _ keyword: Keyword) -> Bool {
        index < tokens.count && tokens[index].kind == .keyword && tokens[index].keyword == keyword
    }

    @inline(__always) func isAtStartOfLine(_ index: Int) -> Bool {
        index < tokens.count && tokens[index].isAtStartOfLine
    }

    @inline(__always) func textStart(_ index: Int) -> Int { tokens[min(index, endIndex)].textStart }
    @inline(__always) func textEnd(_ index: Int) -> Int { tokens[min(index, endIndex)].textEnd }
    @inline(__always) func textRange(_ index: Int) -> Range<Int> { tokens[min(index, endIndex)].textRange }

    /// Whether the token has no trivia between it and the previous token (`foo(` versus `foo (`).
    @inline(__always) func isAttached(_ index: Int) -> Bool {
        index > 0 && index < tokens.count && tokens[index].leadingTriviaLength == 0
            && tokens[index - 1].trailingTriviaLength == 0
    }

    /// The token's text, from `textCache`: a name used many times is decoded once.
    func text(_ index: Int) -> String {
        textCache.text(bytes, tokens[min(index, endIndex)].textRange)
    }

    /// Whether the token's text is `literal` (compared in place: no `String`).
    @inline(__always) func equals(_ index: Int, _ literal: StaticString) -> Bool {
        guard index < tokens.count else { return false }
        let token = tokens[index]
        let count = literal.utf8CodeUnitCount
        guard Int(token.textLength) == count else { return false }
        let start = token.textStart
        let expected = literal.utf8Start
        for offset in 0..<count where bytes[start &+ offset] != expected[offset] { return false }
        return true
    }

    /// An identifier token spelled `literal` (contextual keywords: `some`, `get`, `actor`, …).
    @inline(__always) func isIdentifier(_ index: Int, _ literal: StaticString) -> Bool {
        kind(index) == .identifier && equals(index, literal)
    }

    /// First byte of the token's text (0 for an empty token).
    func firstByte(_ index: Int) -> UInt8 {
        guard index < tokens.count, tokens[index].textLength > 0 else { return 0 }
        return bytes[tokens[index].textStart]
    }

    /// A word usable after `.` or as an argument label: identifiers and keywords.
    func isName(_ index: Int) -> Bool {
        let kind = kind(index)
        return kind == .identifier || kind == .keyword
    }

    /// The `?` of a ternary (lexed as a binary operator when spaced).
    func isTernaryQuestion(_ index: Int) -> Bool {
        kind(index) == .binaryOperator && tokens[index].textLength == 1 && firstByte(index) == UInt8(ascii: "?")
    }

    /// `=`-suffixed operators that assign (`+=`, `??=`), not comparisons (`==`, `!=`, `<=`, `>=`, `===`).
    func isAssignmentOperator(_ index: Int) -> Bool {
        guard kind(index) == .binaryOperator else { return false }
        let token = tokens[index]
        let length = Int(token.textLength)
        guard length >= 2, bytes[token.textEnd - 1] == UInt8(ascii: "=") else { return false }
        let previous = bytes[token.textEnd - 2]
        if previous == UInt8(ascii: "=") { return false }
        if length == 2 {
            let first = bytes[token.textStart]
            return first != UInt8(ascii: "!") && first != UInt8(ascii: "<") && first != UInt8(ascii: ">")
        }
        return true
    }

    // MARK: Generic arguments

    /// `<` count minus `>` count of an operator token.
    func angleBalance(_ index: Int) -> Int {
        var balance = 0
        for byte in bytes[textRange(index)] {
            if byte == UInt8(ascii: "<") { balance += 1 } else if byte == UInt8(ascii: ">") { balance -= 1 }
        }
        return balance
    }

    /// If `start` is an operator token opening generic angle brackets, the index after the matching `>`.
    /// Only type-like tokens may appear inside (names, `.`, `,`, `:`, `?`, `&`, groups), so `a < b && c > d`
    /// is not taken for generics.
    func scanAngleBrackets(_ start: Int, _ limit: Int) -> Int? {
        let startKind = kind(start)
        guard startKind == .binaryOperator || startKind == .prefixOperator || startKind == .postfixOperator,
              firstByte(start) == UInt8(ascii: "<") else { return nil }
        var angles = 0
        var index = start
        while index < limit {
            switch kind(index) {
            case .binaryOperator, .prefixOperator, .postfixOperator:
                guard isTypeOperator(index) else { return nil }
                angles += angleBalance(index)
                if angles <= 0 { return index + 1 }
            case .leftParen, .leftSquare:
                index = skipGroup(index, limit: limit)
                continue
            case .identifier, .keyword, .comma, .colon, .period, .postfixQuestion, .exclamation, .arrow, .atSign:
                break
            default:
                return nil
            }
            index += 1
        }
        return nil
    }

    /// Operators that occur in types: `<`, `>`, `>>`, `?>`, `&`, `...`, `~Copyable`.
    func isTypeOperator(_ index: Int) -> Bool {
        let range = textRange(index)
        if range.count == 2, bytes[range.lowerBound] == UInt8(ascii: "&") { return false }
        for byte in bytes[range] {
            switch byte {
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "?"), UInt8(ascii: "!"),
                 UInt8(ascii: "."), UInt8(ascii: "~"):
                continue
            default:
                return false
            }
        }
        return true
    }

    // MARK: Delimiters

    /// Whether the token opens a group (`(`, `[`, `{`, `\(` or an opening string quote).
    @inline(__always) func isOpener(_ index: Int) -> Bool {
        switch kind(index) {
        case .leftParen, .leftBrace, .leftSquare, .interpolationStart: return true
        case .stringQuote: return Int(match[index]) > index || match[index] < 0
        default: return false
        }
    }

    /// The closer of the group opened at `index`, or `limit` when it is unclosed (or closes beyond `limit`).
    @inline(__always) func closer(of index: Int, limit: Int) -> Int {
        let closing = Int(match[index])
        if closing > index && closing < limit { return closing }
        if kind(index) == .stringQuote { return unterminatedStringEnd(from: index, limit: limit) }
        return limit
    }

    /// Index after the group opened at `index` (past its closer), at most `limit`.
    @inline(__always) func skipGroup(_ index: Int, limit: Int) -> Int {
        let closing = closer(of: index, limit: limit)
        return closing < limit ? closing + 1 : limit
    }

    /// Commas in `start..<end` outside nested groups (an argument list's separators).
    func commaCount(_ start: Int, _ end: Int) -> Int {
        var count = 0
        var index = start
        while index < end {
            if kind(index) == .comma {
                count += 1
                index += 1
            } else {
                index = isOpener(index) ? skipGroup(index, limit: end) : index + 1
            }
        }
        return count
    }

    /// An unterminated string runs over its segments and interpolations, not to the end of the file.
    func unterminatedStringEnd(from index: Int, limit: Int) -> Int {
        var cursor = index + 1
        while cursor < limit {
            switch kind(cursor) {
            case .stringSegment: cursor += 1
            case .interpolationStart:
                let closing = Int(match[cursor])
                cursor = closing > cursor && closing < limit ? closing + 1 : limit
            default: return cursor
            }
        }
        return limit
    }

    // MARK: Text

    /// The source of tokens `start..<end` with comments dropped and every run of trivia collapsed to one space.
    /// At most `maximumBytes` bytes; longer text ends with `…`.
    func normalizedText(_ start: Int, _ end: Int, maximumBytes: Int = 240) -> String {
        let stop = min(end, tokens.count)
        guard start < stop else { return "" }
        // One token (a name, a type, a condition): its text, shared through the cache when short.
        if stop == start + 1, Int(tokens[start].textLength) <= maximumBytes { return text(start) }
        // Measure first so the string is built in place, in one allocation. Text whose tokens are apart by one
        // space or nothing (most of it) is its source as it stands, copied at once.
        var length = 0
        var isVerbatim = true
        var index = start
        while index < stop, length <= maximumBytes {
            let token = tokens[index]
            if index > start, token.leadingTriviaLength > 0 || tokens[index - 1].trailingTriviaLength > 0 {
                length += 1
                let gapStart = tokens[index - 1].textEnd
                if token.textStart - gapStart != 1 || bytes[gapStart] != UInt8(ascii: " ") { isVerbatim = false }
            }
            length += Int(token.textLength)
            index += 1
        }
        let truncated = length > maximumBytes
        let capacity = truncated ? maximumBytes + 3 : length
        guard let source = bytes.baseAddress else { return "" }
        return String(unsafeUninitializedCapacity: capacity) { output in
            guard let base = output.baseAddress else { return 0 }
            var written = 0
            if isVerbatim {
                // Truncated text needs its first `maximumBytes + 1` bytes (the cut looks at the byte after it).
                written = min(length, capacity)
                base.update(from: source + tokens[start].textStart, count: written)
            } else {
                var index = start
                while index < stop, written < capacity {
                    let token = tokens[index]
                    if index > start, token.leadingTriviaLength > 0 || tokens[index - 1].trailingTriviaLength > 0 {
                        base[written] = UInt8(ascii: " ")
                        written += 1
                    }
                    let count = min(Int(token.textLength), capacity - written)
                    (base + written).update(from: source + token.textStart, count: count)
                    written += count
                    index += 1
                }
            }
            guard truncated else { return written }
            // Cut at a UTF-8 scalar boundary and mark the cut.
            var cut = min(written, maximumBytes)
            while cut > 0, base[cut] & 0xC0 == 0x80 { cut -= 1 }
            base[cut] = 0xE2
            base[cut + 1] = 0x80
            base[cut + 2] = 0xA6
            return cut + 3
        }
    }
}

extension TokenStream {
    /// The first token after a `#if`/`#elseif`/`#else` directive's line (its condition skipped).
    func directiveLineEnd(_ index: Int, _ limit: Int) -> Int {
        var cursor = index + 1
        while cursor < limit, !isAtStartOfLine(cursor) {
            cursor = isOpener(cursor) ? skipGroup(cursor, limit: limit) : cursor + 1
        }
        return min(cursor, limit)
    }

    /// For a `#if` whose first clause starts with `.name` (modifiers under a compile-time condition in the middle
    /// of a chain: `Text("a")` / `#if os(iOS)` / `.padding()` / `#endif` / `.font(.title)`), the index of its
    /// `#endif`; nil for any other `#if`.
    func postfixIfConfigEnd(_ index: Int, _ limit: Int) -> Int? {
        guard kind(index) == .poundDirective, equals(index, "#if") else { return nil }
        var cursor = directiveLineEnd(index, limit)
        guard kind(cursor) == .period, isName(cursor + 1) else { return nil }
        var nesting = 0
        while cursor < limit {
            if kind(cursor) == .poundDirective {
                if equals(cursor, "#if") {
                    nesting += 1
                } else if equals(cursor, "#endif") {
                    if nesting == 0 { return cursor }
                    nesting -= 1
                }
                cursor += 1
            } else {
                cursor = isOpener(cursor) ? skipGroup(cursor, limit: limit) : cursor + 1
            }
        }
        return nil
    }
}
