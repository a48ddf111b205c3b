/// The result of lexing one file: its bytes, its tokens (ending with `.endOfFile`), diagnostics and line table.
/// The concatenation of every token's leading trivia, text and trailing trivia is `bytes`, exactly.
public struct LexedSource: Sendable {
    public let bytes: [UInt8]
    public let tokens: [Token]
    /// Sorted by token index; only tokens flagged `.hasDiagnostic` appear.
    public let diagnostics: [LexDiagnostic]
    public let lineTable: LineTable

    public init(bytes: [UInt8], tokens: [Token], diagnostics: [LexDiagnostic], lineTable: LineTable) {
        self.bytes = bytes
        self.tokens = tokens
        self.diagnostics = diagnostics
        self.lineTable = lineTable
    }

    /// The token's text decoded as UTF-8 (invalid bytes replaced). Builds a String: not for hot loops.
    public func text(of token: Token) -> String {
        String(decoding: bytes[token.textRange], as: UTF8.self)
    }

    /// Decodes an arbitrary byte range.
    public func text(in range: Range<Int>) -> String {
        let clamped = range.clamped(to: 0..<bytes.count)
        return String(decoding: bytes[clamped], as: UTF8.self)
    }

    /// Compares the token's text with an ASCII/UTF-8 literal without building a String.
    public func text(of token: Token, equals literal: StaticString) -> Bool {
        let count = Int(token.textLength)
        guard count == literal.utf8CodeUnitCount else { return false }
        let start = token.textStart
        return literal.withUTF8Buffer { expected in
            for index in 0..<count where bytes[start + index] != expected[index] { return false }
            return true
        }
    }

    /// The trivia pieces (spaces, newlines, comments, …) of a byte range that is trivia, computed on demand.
    public func triviaPieces(in range: Range<Int>) -> [TriviaPiece] {
        Trivia.pieces(in: range, of: bytes)
    }

    /// Every comment in the file, in order (line, doc line, block, doc block), for suppression comments.
    public func comments() -> [TriviaPiece] {
        var result: [TriviaPiece] = []
        bytes.withUnsafeBufferPointer { buffer in
            // Every comment starts with `/`: trivia without one (most of it: spaces and newlines) is not split.
            func collect(_ range: Range<Int>) {
                guard !range.isEmpty, buffer[range].contains(UInt8(ascii: "/")) else { return }
                for piece in Trivia.pieces(in: range, of: bytes) where piece.kind.isComment { result.append(piece) }
            }
            for token in tokens {
                collect(token.leadingTriviaRange)
                collect(token.trailingTriviaRange)
            }
        }
        return result
    }
}

/// A lexical error attached to a token. Errors never change the shape of the token stream.
public struct LexDiagnostic: Sendable, Hashable {
    public enum Kind: UInt8, Sendable, CaseIterable {
        /// The file exceeds `Lexer.maximumByteCount`; it is not lexed.
        case fileTooLarge
        case invalidCharacter
        case invalidEscape
        case invalidNumber
        case invalidUTF8
        case unterminatedBlockComment
        case unterminatedRegex
        case unterminatedString
    }
    public var tokenIndex: Int
    public var kind: Kind
    /// Byte offset in the file where the problem is.
    public var offset: Int

    public init(tokenIndex: Int, kind: Kind, offset: Int) {
        self.tokenIndex = tokenIndex
        self.kind = kind
        self.offset = offset
    }
}
