import XCTest
@testable import SwiftLexer
import TestSupport

final class LineTableTests: XCTestCase {
    func testPositionsAcrossLineEndings() {
        let table = LineTable(bytes: Array("a\nbc\r\nd\re".utf8))
        XCTAssertEqual(table.lineCount, 4)
        XCTAssertEqual(table.position(of: 0), SourcePosition(line: 1, column: 1, utf16Column: 1))
        XCTAssertEqual(table.position(of: 3), SourcePosition(line: 2, column: 2, utf16Column: 2))
        XCTAssertEqual(table.position(of: 6), SourcePosition(line: 3, column: 1, utf16Column: 1))
        XCTAssertEqual(table.position(of: 8), SourcePosition(line: 4, column: 1, utf16Column: 1))
    }

    func testUTF16ColumnsOnNonASCIILine() {
        // "é" is 2 UTF-8 bytes / 1 UTF-16 unit; "😀" is 4 bytes / 2 units.
        let table = LineTable(bytes: Array("é😀x".utf8))
        XCTAssertEqual(table.position(of: 6), SourcePosition(line: 1, column: 7, utf16Column: 4))
    }

    /// UTF-16 columns from the per-block counts agree with counting the line's bytes, at every offset of text that
    /// mixes 1- to 4-byte characters and line breaks across many blocks.
    func testUTF16ColumnsAgreeWithCountingTheLine() {
        let pieces = ["a", "é", "€", "😀", "\n", "\r\n", "\t", "x = 1; ", "\u{301}"]
        var generator = SplitMix64(state: 16)
        for length in [0, 1, 255, 256, 257, 1_000, 5_000] {
            var text = ""
            while text.utf8.count < length { text += pieces.randomElement(using: &generator) ?? "" }
            assertUTF16ColumnsAgreeWithCounting(Array(text.utf8), text.debugDescription)
        }
    }

    /// The same on arbitrary bytes (invalid UTF-8 included), which the block counts read eight at a time.
    func testUTF16ColumnsAgreeWithCountingOnArbitraryBytes() {
        var generator = SplitMix64(state: 61)
        for (length, lineBreaks) in [(7, true), (8, true), (9, true), (263, true), (2_000, true), (2_000, false)] {
            // Without line breaks the line is longer than a block, so the block counts are read.
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
                .map { lineBreaks || ($0 != 10 && $0 != 13) ? $0 : 0x41 }
            assertUTF16ColumnsAgreeWithCounting(bytes, "\(length) bytes")
        }
    }

    /// At every offset, the UTF-16 column equals one plus the code units counted from the line's start (a unit
    /// per scalar start, two for a 4-byte sequence).
    private func assertUTF16ColumnsAgreeWithCounting(_ bytes: [UInt8], _ what: String,
                                                     file: StaticString = #filePath, line: UInt = #line) {
        let table = LineTable(bytes: bytes)
        for offset in 0...bytes.count {
            let position = table.position(of: offset)
            let lineStart = table.lineStarts[position.line - 1]
            let units = bytes[lineStart..<offset].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : $1 >= 0xF0 ? 2 : 1) }
            XCTAssertEqual(position.utf16Column, units + 1, "offset \(offset) of \(what)", file: file, line: line)
        }
    }

    /// One 1 MB line with one non-ASCII character, and a position every 256 bytes: counting from the line's start
    /// each time (20 s in release for the findings of a 1 MB line) is 2 billion steps here, per-block counts 1 million.
    func testPositionsOnALongNonASCIILineCostABlockEach() {
        let bytes = Array(("é" + String(repeating: "x", count: 1 << 20)).utf8)
        let table = LineTable(bytes: bytes)
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        let started = Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        var sum = 0
        for offset in stride(from: 0, to: bytes.count, by: 256) { sum &+= table.position(of: offset).utf16Column }
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        XCTAssertLessThan(Double(time.tv_sec) + Double(time.tv_nsec) / 1e9 - started, 10)
        XCTAssertEqual(table.position(of: bytes.count).utf16Column, bytes.count)   // "é" is 2 bytes, 1 unit
        XCTAssertGreaterThan(sum, 0)
    }
}
