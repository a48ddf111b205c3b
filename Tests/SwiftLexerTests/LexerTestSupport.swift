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

/// The Swift package mirrors of this machine (bare repositories under /opt/swift-packages/OWNER/NAME.git).
enum PackageMirrors {
    static let root = "/opt/swift-packages"

    static func repositories() -> [String] {
        let fileManager = FileManager.default
        guard let owners = try? fileManager.contentsOfDirectory(atPath: root) else { return [] }
        var result: [String] = []
        for owner in owners.sorted() {
            let ownerPath = root + "/" + owner
            for name in ((try? fileManager.contentsOfDirectory(atPath: ownerPath)) ?? []).sorted()
            where name.hasSuffix(".git") {
                result.append(ownerPath + "/" + name)
            }
        }
        return result
    }

    /// Every `.swift` blob at the repository's HEAD, with its path.
    static func swiftFiles(in gitDirectory: String) throws -> [(path: String, bytes: [UInt8])] {
        let listing = try git(gitDirectory, ["ls-tree", "-r", "-z", "HEAD"])
        var objects: [(path: String, id: String)] = []
        for entry in listing.split(separator: 0) {
            // "<mode> blob <id>\t<path>"
            guard let tab = entry.firstIndex(of: 0x09) else { continue }
            let header = entry[entry.startIndex..<tab].split(separator: 0x20)
            let path = String(decoding: entry[(tab + 1)...], as: UTF8.self)
            guard header.count == 3, header[1].elementsEqual("blob".utf8), path.hasSuffix(".swift") else { continue }
            objects.append((path, String(decoding: header[2], as: UTF8.self)))
        }
        guard !objects.isEmpty else { return [] }
        let request = objects.map { $0.id + "\n" }.joined()
        let output = try git(gitDirectory, ["cat-file", "--batch"], input: Array(request.utf8))
        // Each object: "<id> blob <size>\n<content>\n".
        var files: [(path: String, bytes: [UInt8])] = []
        var offset = 0
        for object in objects {
            guard let newline = output[offset...].firstIndex(of: 0x0A) else { break }
            let header = output[offset..<newline].split(separator: 0x20)
            guard header.count == 3, let size = Int(String(decoding: header[2], as: UTF8.self)),
                  newline + 1 + size <= output.count else {
                throw MirrorError.unreadable(gitDirectory, object.path)
            }
            files.append((object.path, Array(output[(newline + 1)..<(newline + 1 + size)])))
            offset = newline + 1 + size + 1
        }
        return files
    }

    enum MirrorError: Error { case unreadable(String, String), gitFailed(String) }

    private static func git(_ gitDirectory: String, _ arguments: [String], input: [UInt8] = []) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "--git-dir=" + gitDirectory] + arguments
        let stdout = Pipe()
        let stdin = Pipe()
        process.standardOutput = stdout
        process.standardInput = stdin
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Feed input on another thread so a full output pipe cannot deadlock us.
        let writer = stdin.fileHandleForWriting
        let inputData = Data(input)
        let feeder = Thread {
            writer.write(inputData)
            try? writer.close()
        }
        feeder.start()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw MirrorError.gitFailed(gitDirectory) }
        return [UInt8](data)
    }
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
