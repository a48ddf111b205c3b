import SwiftLexer

/// Reading a node's code token by token, for the questions raw text answers badly: where a closure ends, what a
/// statement assigns, which call a path names.
extension LexedSource {
    /// Indices of the tokens whose text lies in `range`.
    func tokenSpan(of range: Range<Int>) -> Range<Int> {
        let first = VisualTree.firstToken(endingAfter: range.lowerBound, in: tokens)
        var last = first
        while last < tokens.count, tokens[last].textStart < range.upperBound, tokens[last].kind != .endOfFile { last += 1 }
        return first..<last
    }

    /// The index of the token closing the bracket opened at `open` (`(`, `{`, `[`), or nil when it is not closed
    /// before `limit`.
    func closer(of open: Int, limit: Int) -> Int? {
        var depth = 0
        var index = open
        while index < limit {
            switch tokens[index].kind {
            case .leftParen, .leftBrace, .leftSquare: depth += 1
            case .rightParen, .rightBrace, .rightSquare:
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The byte range from the start of token `first` to the end of token `last` (inclusive).
    func byteRange(tokens first: Int, through last: Int) -> Range<Int> {
        tokens[first].textStart..<tokens[last].textEnd
    }

    /// The cases of the `String` enum declared in `range`, in order, each with its raw value: the written literal
    /// or, where none is written, its name. Cases inside nested bodies (a computed property's `switch`) are not the
    /// enum's. nil when there are none or one cannot be read (an interpolated or multi-part literal).
    func stringEnumCases(in range: Range<Int>) -> [(name: String, rawValue: String)]? {
        let span = tokenSpan(of: range)
        guard let open = span.first(where: { tokens[$0].kind == .leftBrace }) else { return nil }
        var cases: [(name: String, rawValue: String)] = []
        var depth = 0
        var index = open
        while index < span.upperBound {
            let token = tokens[index]
            switch token.kind {
            case .leftBrace, .leftParen, .leftSquare: depth += 1
            case .rightBrace, .rightParen, .rightSquare: depth -= 1
            case .keyword where depth == 1 && text(of: token, equals: "case"):
                var next = index + 1
                while next < span.upperBound, tokens[next].kind == .identifier {
                    var name = text(of: tokens[next])
                    if tokens[next].flags.contains(.backticked) { name = String(name.dropFirst().dropLast()) }
                    var value = name
                    next += 1
                    if tokens[next].kind == .equal {
                        guard next + 3 < span.upperBound, tokens[next + 1].kind == .stringQuote,
                              tokens[next + 2].kind == .stringSegment, tokens[next + 3].kind == .stringQuote
                        else { return nil }
                        value = text(of: tokens[next + 2])
                        next += 4
                    }
                    cases.append((name, value))
                    guard tokens[next].kind == .comma else { break }
                    next += 1
                }
                index = next
                continue
            default: break
            }
            index += 1
        }
        return cases.isEmpty ? nil : cases
    }
}
