@testable import A11yLint
import Dispatch
import Foundation
import TestSupport
import SwiftLexer
import XCTest

/// The parser never crashes, hangs or overflows the stack, whatever it is given, and still returns what it
/// understood.
final class ParserToleranceTests: XCTestCase {
    func parse(_ text: String) -> ViewTree { ViewTreeParser.parse(Lexer.lex(text)) }

    func kinds(_ tree: ViewTree) -> [NodeKind] { tree.nodes.map(\.kind) }

    /// Every node's parent lists it among its children, ranges lie inside the file, and children come after
    /// their parents.
    func assertWellFormed(_ tree: ViewTree, file: StaticString = #filePath, line: UInt = #line) {
        let size = tree.source.bytes.count
        for id in tree.allIDs {
            let node = tree[id]
            XCTAssertTrue(node.range.lowerBound >= 0 && node.range.upperBound <= size, "range of \(id)",
                          file: file, line: line)
            if let parent = node.parent {
                XCTAssertLessThan(parent, id, "parent after child at \(id)", file: file, line: line)
                XCTAssertTrue(tree.children(of: parent).contains(id), "\(id) missing from its parent", file: file, line: line)
            } else {
                XCTAssertEqual(id, tree.root, file: file, line: line)
            }
        }
    }

    func testUnbalancedBracesGiveAPartialTreeWithRecovery() {
        let tree = parse("""
            struct A: View {
                var body: some View {
                    VStack {
                        Text("kept")
                            .font(.title)
                        HStack {
                            Image(systemName: "star"
                }
            }
            }
            }
            struct B: View { var body: some View { Text("after") } }
            """)
        assertWellFormed(tree)
        let names = tree.nodes.map(\.name)
        XCTAssertTrue(names.contains("Text") && names.contains("font") && names.contains("Image"))
        XCTAssertTrue(kinds(tree).contains(.recovery))
        let stray = parse("}\n) Text(\"x\") ]\nstruct C {}")
        assertWellFormed(stray)
        XCTAssertEqual(stray.nodes.filter { $0.kind == .recovery }.count, 3)
        XCTAssertTrue(stray.nodes.contains { $0.kind == .typeDecl && $0.name == "C" })
    }

    func testSyntaxErrorInTheMiddleOfABodyKeepsTheRest() {
        let tree = parse("""
            struct Row: View {
                var body: some View {
                    VStack {
                        Text("before")
                        ) ] ::: @@ 12abc ?? let = = (
                        Text("after")
                            .accessibilityLabel("After")
                    }
                }
                var other: some View { Image("x") }
            }
            """)
        assertWellFormed(tree)
        let texts = tree.allIDs.filter { tree[$0].kind == .call && tree[$0].name == "Text" }
        XCTAssertEqual(texts.count, 2)
        XCTAssertTrue(tree.nodes.contains { $0.kind == .property && $0.name == "other" })
        XCTAssertTrue(kinds(tree).contains(.recovery))
    }

    func testEveryFixtureCutAtEvery97thByteParses() throws {
        let directory = ParserGoldenTests.fixturesDirectory
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
            var cut = 0
            while cut <= bytes.count {
                let tree = ViewTreeParser.parse(Lexer.lex(Array(bytes[0..<cut])))
                assertWellFormed(tree)
                XCTAssertEqual(tree.nodes.first?.range, 0..<cut, "\(name) cut at \(cut)")
                XCTAssertFalse(TreeDump.render(tree).isEmpty)
                cut += 97
            }
        }
    }

    /// Random token soup from a fixed-seed generator: Swift punctuation, keywords and SwiftUI names.
    func testRandomTokenSoupParses() {
        let pieces = ["{", "}", "(", ")", "[", "]", ":", ",", ".", "?", "!", "=", "\"", "\"\"\"\n", "\\(", "#if", "#else",
                      "#endif", "@State", "var", "let", "func", "struct", "if", "else", "switch", "case", "default",
                      "return", "in", "Text", "Button", "label", "VStack", "font", "\n", " ", "1", "x", "->", "$0"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<200 {
            var text = ""
            for _ in 0..<200 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int(state >> 33) % pieces.count] + " "
            }
            let tree = parse(text)
            assertWellFormed(tree)
        }
    }

    func testFiftyThousandNestedStacksDoNotOverflow() {
        let depth = 50_000
        let text = String(repeating: "VStack {\n", count: depth) + "Text(\"deep\")\n" + String(repeating: "}\n", count: depth)
        let unclosed = String(repeating: "VStack {\n", count: depth)
        let parens = String(repeating: "f(", count: depth)
        for source in [text, unclosed, parens] {
            let tree = parse(source)
            assertWellFormed(tree)
            XCTAssertTrue(kinds(tree).contains(.recovery), "the depth cap is recorded")
            XCTAssertLessThanOrEqual(tree.nodes.count, 4 * ViewTreeParser.maximumDepth + 8)
        }
    }

    /// Long postfix chains in arguments (`f(y.a.a…)`, `f(y.a().a()…)`, a view argument with thousands of
    /// modifiers) once built expressions nested as deep as the chain was long: 300,000 links crashed the tool when
    /// the expression was destroyed, and 200,000 calls exhausted memory in a rule. Expressions stay within the cap.
    func testLongPostfixChainsInArgumentsStayShallow() {
        let sources = [
            "let x = foo(y" + String(repeating: ".a", count: 100_000) + ")\n",
            "let x = foo(y" + String(repeating: ".a()", count: 30_000) + ")\n",
            "var body: some View { Color.red.overlay(Text(\"x\")" + String(repeating: ".padding(1)", count: 10_000) + ") }\n",
            "var body: some View { AnyView(" + String(repeating: "a.", count: 10_000) + "b) }\n",
        ]
        for source in sources {
            let tree = parse(source)
            assertWellFormed(tree)
            let deepest = tree.nodes.flatMap(\.arguments).map { Self.nesting(of: $0.value) }.max() ?? 0
            XCTAssertLessThanOrEqual(deepest, ViewTreeParser.maximumDepth + 2, String(source.prefix(40)))
        }
    }

    /// How deeply an expression nests (explicit stack: the expressions under test may be deep).
    static func nesting(of expr: Expr) -> Int {
        var deepest = 0
        var work: [(Expr, Int)] = [(expr, 1)]
        while let (current, depth) = work.popLast() {
            deepest = max(deepest, depth)
            switch current {
            case .member(let base?, _): work.append((base, depth + 1))
            case .call(let callee, let arguments, _):
                work.append((callee, depth + 1))
                work.append(contentsOf: arguments.map { ($0.value, depth + 1) })
            default: break
            }
        }
        return deepest
    }

    /// The depth cap bounds recursion: the deepest nesting the parser accepts runs on a thread with only the
    /// stack this build was measured to need, so a higher cap or bigger frames overflow here first.
    /// The patterns are the costliest of `scripts/measure-parser-stack.sh`: the mixed one, and bindings whose
    /// value opens a closure or an `if` expression (parseBinding's frame on every level).
    func testDeepestNestingFitsTheStackMeasuredForThisBuild() {
        let fragments = [
            "VStack { Button(action: { f(g(h { [x(y: { .a(.b(c ? { d } : e)) })] })) }) {",
            "let a = if c { ",
            "let a = f { ",
            "(F()) { ",
        ]
        for fragment in fragments {
            let text = "struct Deep: View { var body: some View { " + String(repeating: fragment, count: 200)
            let done = expectation(description: "parsed \(fragment)")
            let thread = Thread {
                let tree = ViewTreeParser.parse(Lexer.lex(text))
                XCTAssertGreaterThan(tree.nodes.count, 1)
                done.fulfill()
            }
            thread.stackSize = ParserStack.bytesForThisBuild
            thread.start()
            wait(for: [done], timeout: 60)
        }
    }

    func testEverySwiftFileOfEveryPackageMirrorParses() throws {
        let repositories = PackageMirrors.repositoriesLargestFirst()
        guard !repositories.isEmpty else { throw XCTSkip("no package mirrors under \(PackageMirrors.root)") }
        let failures = LockedBox([String]())
        let totals = LockedBox((files: 0, nodes: 0, recoveries: 0))
        DispatchQueue.concurrentPerform(iterations: repositories.count) { index in
            do {
                var files = 0, nodeCount = 0, recoveries = 0
                for file in try PackageMirrors.swiftFiles(in: repositories[index]) {
                    let tree = ViewTreeParser.parse(Lexer.lex(file.bytes))
                    files += 1
                    nodeCount += tree.nodes.count
                    recoveries += tree.nodes.lazy.filter { $0.kind == .recovery }.count
                    for id in tree.allIDs {
                        guard let parent = tree[id].parent else { continue }
                        if parent >= id || tree[id].range.upperBound > file.bytes.count {
                            failures.withLock { $0.append("\(repositories[index]):\(file.path): malformed node \(id)") }
                            break
                        }
                    }
                }
                totals.withLock { $0.files += files; $0.nodes += nodeCount; $0.recoveries += recoveries }
            } catch {
                failures.withLock { $0.append("\(repositories[index]): \(error)") }
            }
        }
        let result = totals.withLock { $0 }
        print("parsed \(result.files) mirror files: \(result.nodes) nodes, \(result.recoveries) recoveries")
        XCTAssertGreaterThan(result.files, 0)
        let failed = failures.withLock { $0 }
        XCTAssertEqual(failed, [], failed.prefix(20).joined(separator: "\n"))
    }
}

/// A lock-protected value for collecting results from `concurrentPerform`.
final class LockedBox<Value>: @unchecked Sendable {
    // @unchecked: `value` is only touched while `lock` is held.
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

/// The stack the deepest nesting the parser accepts needs, per build, as measured by
/// `scripts/measure-parser-stack.sh`: the CLI lexing, parsing and linting each nesting pattern 200 deep on its
/// main thread, bisecting `ulimit -s`. The most expensive patterns (`let a = f { ` bindings, `VStack {` and the
/// mixed one above) reach the depth cap at about 60 levels. Budgets are at least 1.2 times the measurement.
enum ParserStack {
    /// Release: 415 KiB for nested bindings of closures (about 6 KiB a level; 423 KiB before their value was
    /// parsed out of `parseBinding`'s frame, and `if` expressions 247 KiB instead of 423), 359 KiB for stacks,
    /// 343 KiB for the mixed pattern: under the 512 KiB of macOS's secondary threads, where Dispatch runs the
    /// CLI's `--jobs` workers. This is the figure the product must keep.
    static let release = 512 << 10
    /// Debug: 2,031 KiB for nested bindings of closures, 1,967 KiB for stacks and the mixed pattern (about
    /// 31 KiB a level).
    static let debug = 2_560 << 10
    /// Debug with AddressSanitizer: 2,255 KiB (about 35 KiB a level: frames gain redzones), and 2,615 KiB with
    /// `ASAN_OPTIONS=detect_stack_use_after_return=0`, which keeps every frame on the real stack (measured before
    /// the parser's node buffer, which made debug frames about a fifth larger).
    static let addressSanitized = 4 << 20
    /// Debug with ThreadSanitizer: 1,679 KiB (measured before the node buffer, like AddressSanitizer's).
    static let threadSanitized = 2_560 << 10

    static var bytesForThisBuild: Int {
        if SanitizerRuntime.address { return addressSanitized }
        if SanitizerRuntime.thread { return threadSanitized }
        #if DEBUG
        return debug
        #else
        return release
        #endif
    }
}
