import XCTest
@testable import A11yLint
import SwiftLexer

final class ZZScratchDumpTests: XCTestCase {
    func testDump() throws {
        guard let path = ProcessInfo.processInfo.environment["DUMP_FILE"] else { throw XCTSkip("no DUMP_FILE") }
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let tree = ViewTreeParser.parse(Lexer.lex(bytes))
        print(TreeDump.render(tree))
    }
}
extension ZZScratchDumpTests {
    func testLabels() throws {
        guard let path = ProcessInfo.processInfo.environment["DUMP_FILE"] else { throw XCTSkip("no DUMP_FILE") }
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let tree = ViewTreeParser.parse(Lexer.lex(bytes))
        for id in tree.allIDs where tree[id].kind == .closure {
            print(id, tree[id].label ?? "nil", "name=\(tree[id].name)")
        }
    }
}
