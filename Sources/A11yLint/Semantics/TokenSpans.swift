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
}
