import Foundation
import XCTest
@testable import SwiftLexer

/// Checks every structural promise of a token stream; returns a description of the first broken one.
/// `checkingTriviaPieces: false` skips splitting trivia into pieces (the slow part in debug builds).
func losslessnessViolation(_ source: LexedSource, checkingTriviaPieces: Bool = true) -> String? {
    let tokens = source.tokens
    guard let last = tokens.last, last.kind == .endOfFile, last.textLength == 0, last.trailingTriviaLength == 0 else {
        return "stream does not end with an empty end-of-file token"
    }
    guard last.end == source.bytes.count else { return "stream ends at \(last.end), file has \(source.bytes.count)" }
    var expectedStart = 0
    for (index, token) in tokens.enumerated() {
        if Int(token.start) != expectedStart { return "token \(index) starts at \(token.start), expected \(expectedStart)" }
        if token.kind != .endOfFile && token.textLength == 0 { return "token \(index) (\(token.kind)) is empty" }
        if token.kind == .endOfFile && index != tokens.count - 1 { return "end-of-file token at \(index)" }
        if token.kind == .unknown && !token.flags.contains(.hasDiagnostic) {
            return "unknown token \(index) at \(token.textStart) has no diagnostic"
        }
        for range in [token.leadingTriviaRange, token.trailingTriviaRange] where checkingTriviaPieces && !range.isEmpty {
            var pieceStart = range.lowerBound
            for piece in source.triviaPieces(in: range) {
                if piece.range.lowerBound != pieceStart || piece.range.isEmpty { return "trivia gap at \(pieceStart)" }
                if piece.kind == .garbage { return "garbage trivia at \(piece.range) before token \(index)" }
                pieceStart = piece.range.upperBound
            }
            if pieceStart != range.upperBound { return "trivia of token \(index) not covered" }
        }
        if token.trailingTriviaRange.contains(where: { source.bytes[$0] == 0x0A || source.bytes[$0] == 0x0D }) {
            return "trailing trivia of token \(index) contains a line break"
        }
        expectedStart = token.end
    }
    var previousIndex = -1
    for diagnostic in source.diagnostics {
        guard diagnostic.tokenIndex >= previousIndex, tokens.indices.contains(diagnostic.tokenIndex),
              tokens[diagnostic.tokenIndex].flags.contains(.hasDiagnostic) else {
            return "diagnostic \(diagnostic) is out of order or on an unflagged token"
        }
        previousIndex = diagnostic.tokenIndex
    }
    let flagged = tokens.indices.filter { tokens[$0].flags.contains(.hasDiagnostic) }
    if Set(flagged) != Set(source.diagnostics.map(\.tokenIndex)) { return "flagged tokens without diagnostics" }
    return nil
}

func assertLossless(_ bytes: [UInt8], _ message: @autoclosure () -> String = "",
                    file: StaticString = #filePath, line: UInt = #line) {
    let source = Lexer.lex(bytes)
    if let violation = losslessnessViolation(source) {
        XCTFail("\(message()) \(violation)", file: file, line: line)
    }
}

/// The dump of `text`, for comparing with an expected stream written in `dump-tokens` form.
func dump(_ text: String) -> String { TokenDump.render(Lexer.lex(text)) }

/// The dump without trivia lines, each token followed by its text: for expectations about token shapes only.
func tokenLines(_ text: String) -> String {
    let source = Lexer.lex(text)
    return source.tokens.map { token in
        "\(token.textStart) \(token.textEnd) \(TokenDump.describe(token)) \(source.text(of: token))"
            .trimmingCharacters(in: .whitespaces)
    }.joined(separator: "\n")
}

/// Compares the dump of `text` with `expected`, printing the whole actual dump on a mismatch.
func assertDump(_ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
    let actual = dump(text)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: true)
        .map { $0.trimmingCharacters(in: .whitespaces) }
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    if expectedLines != actualLines {
        let firstDifference = Array(zip(expectedLines, actualLines)).firstIndex { $0 != $1 }
            ?? min(expectedLines.count, actualLines.count)
        XCTFail("dump differs at line \(firstDifference + 1); actual dump:\n\(actual)", file: file, line: line)
    }
    if let violation = losslessnessViolation(Lexer.lex(text)) { XCTFail(violation, file: file, line: line) }
}
