import XCTest
@testable import SwiftLexer

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
}
