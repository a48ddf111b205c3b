import Foundation
import XCTest
@testable import A11yLint
import RuleEngine
import SwiftLexer

/// Hostile source through the whole pipeline a file goes through: lex, parse, every rule (opt-in ones too), every
/// reporter. Each must finish without a crash, in time linear in the input, with findings that point inside it.
/// Bounds are generous (debug build on a shared machine); what they catch is a hang or a quadratic blow-up.
final class RobustnessHostileSourceTests: XCTestCase {
    static let path = "Hostile.swift"

    /// Lints and renders every format; returns the findings and the CPU seconds of each stage: `lint`, then each
    /// reporter by its id.
    @discardableResult
    static func lintEverything(_ bytes: [UInt8], file: StaticString = #filePath,
                               line: UInt = #line) -> ([Finding], [(stage: String, seconds: Double)]) {
        var configuration = Configuration()
        configuration.optInRules = Set(RuleCatalogue.ids)
        configuration.includePreviews = true
        configuration.includeTests = true
        let linter = Linter(configuration: configuration)
        var started = threadCPUSeconds()
        let findings = linter.lint(path: Self.path, bytes: bytes)
        var seconds = [(stage: "lint", seconds: threadCPUSeconds() - started)]
        for finding in findings {
            XCTAssertTrue(finding.range.lowerBound >= 0 && finding.range.upperBound <= bytes.count,
                          "\(finding.ruleID) at \(finding.range) outside 0..<\(bytes.count)", file: file, line: line)
        }
        let report = Report(findings: findings, sources: [Self.path: SourceFile(bytes: bytes)],
                            rules: RuleCatalogue.descriptions,
                            run: RunInfo(toolVersion: "test", rootDirectory: "/project", failOn: .low))
        for reporter in Reporters.all {
            started = threadCPUSeconds()
            let rendered = reporter.render(report)
            seconds.append((reporter.id, threadCPUSeconds() - started))
            XCTAssertFalse(rendered.isEmpty && !findings.isEmpty, "\(reporter.id) rendered nothing",
                           file: file, line: line)
        }
        return (findings, seconds)
    }

    /// CPU time of the calling thread: what a test's time bound should measure on a machine shared with others.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Runs `body` on a thread with a 4 MiB stack (less than the 8 MiB main thread, more than a debug build's
    /// depth-capped parser needs) and fails instead of hanging when it takes longer than `timeout`.
    func onSmallStack(timeout: TimeInterval = 60, _ body: @escaping @Sendable () -> Void) {
        let done = expectation(description: "finished")
        let thread = Thread {
            body()
            done.fulfill()
        }
        thread.stackSize = 4 << 20
        thread.start()
        wait(for: [done], timeout: timeout)
    }

    func testEmptyFile() {
        let (findings, _) = Self.lintEverything([])
        XCTAssertEqual(findings, [])
    }

    func testOnlyAByteOrderMark() {
        let (findings, _) = Self.lintEverything([0xEF, 0xBB, 0xBF])
        XCTAssertEqual(findings, [])
        XCTAssertEqual(Lexer.lex([0xEF, 0xBB, 0xBF]).tokens.map(\.kind), [.endOfFile])
    }

    func testNULBytesEverywhere() {
        let view = "struct V: View {\n    var body: some View {\n        Image(\"x\")\n    }\n}\n"
        var bytes: [UInt8] = []
        for byte in view.utf8 { bytes += [byte, 0x00] }
        Self.lintEverything(bytes)
        Self.lintEverything([UInt8](repeating: 0, count: 100_000))
        // A NUL inside a string literal and after a complete view: the view is still seen.
        let (findings, _) = Self.lintEverything(Array("\(view)let s = \"a\u{0}b\"\n\u{0}".utf8))
        let (clean, _) = Self.lintEverything(Array(view.utf8))
        XCTAssertEqual(findings.map(\.ruleID), clean.map(\.ruleID))
    }

    /// 100,000 levels of every opener the lexer or the parser keeps a stack for, unclosed and then closed.
    /// (Nested `#if` overflowed the parser's stack: found by the fuzzer.)
    func testHundredThousandDeepNesting() {
        let openers = ["(", "[", "{", "VStack {", "\"\\(", "/*", "#if os(iOS)\n"]
        let closers = [")", "]", "}", "}", ")\"", "*/", "#endif\n"]
        for (opener, closer) in zip(openers, closers) {
            let unclosed = Array(String(repeating: opener, count: 100_000).utf8)
            let closed = unclosed + Array(String(repeating: closer, count: 100_000).utf8)
            for input in [unclosed, closed] {
                onSmallStack {
                    let started = Self.threadCPUSeconds()
                    Self.lintEverything(input)
                    XCTAssertLessThan(Self.threadCPUSeconds() - started, 10 * SanitizerRuntime.cpuTimeFactor,
                                      "\(opener) × 100,000")
                }
            }
        }
    }

    /// A 10 MB file on one line, as a string literal and as a comment: the lexer's long-token paths.
    func testTenMegabyteSingleLine() {
        let text = [UInt8](repeating: UInt8(ascii: "a"), count: 10_000_000)
        for input in [Array("let s = \"".utf8) + text + [0x22], Array("// ".utf8) + text] {
            let started = Self.threadCPUSeconds()
            let (findings, _) = Self.lintEverything(input)
            XCTAssertEqual(findings, [])
            XCTAssertLessThan(Self.threadCPUSeconds() - started, 20 * SanitizerRuntime.cpuTimeFactor)
        }
    }

    /// A small view with findings, repeated to make large files.
    static let rowView = """
        struct Row: View {
            @State private var on = false
            var body: some View {
                VStack(alignment: .leading) {
                    Image(systemName: "bolt.car").onTapGesture { on.toggle() }
                    Text("Title \\(on)").font(.system(size: 12))
                    Button { on = true } label: { Image("chevron") }
                }
            }
        }

        """

    /// Time is linear in size: four times the input may take at most eight times the CPU (a quadratic pass would
    /// take sixteen), for the lint and for each format rendering the findings. Measured in CPU time of this thread,
    /// so that a busy machine does not fail it, on SwiftUI as a view file repeated (many types, many findings), as
    /// one line of calls (a per-finding cost in the line's length shows there: GitLab fingerprints hashed the whole
    /// line), and as that line after one non-ASCII character (UTF-16 columns were counted from the line's start).
    /// A debug build lints about 0.3 MB/s: 50 MB is linted by a release build in RobustnessLargeFileTests.
    func testTimeIsLinearInInputSize() {
        let line = "Image(systemName: \"bolt.car\").onTapGesture { }.font(.system(size: 9)); "
        let inputs = [("repeated view", "", Self.rowView), ("long line", "", line),
                      ("long non-ASCII line", "let é = 1; ", line)]
        for (name, prefix, unit) in inputs {
            func file(bytes: Int) -> [UInt8] {
                var result = Array("struct V: View { var body: some View { VStack {\n\(prefix)".utf8)
                let unitBytes = Array(unit.utf8)
                while result.count < bytes { result += unitBytes }
                return result + Array("} } }\n".utf8)
            }
            let small = file(bytes: 64 << 10)
            let large = file(bytes: 256 << 10)
            Self.lintEverything(Array(small.prefix(20_000)))  // warm up lazy statics
            let (smallFindings, smallSeconds) = Self.lintEverything(small)
            let (largeFindings, largeSeconds) = Self.lintEverything(large)
            XCTAssertGreaterThan(largeFindings.count, 3 * smallFindings.count, name)
            for (stage, largeStage) in zip(smallSeconds, largeSeconds) {
                XCTAssertEqual(stage.stage, largeStage.stage)
                XCTAssertLessThan(largeStage.seconds, 20 * SanitizerRuntime.cpuTimeFactor, "\(name), \(stage.stage)")
                XCTAssertLessThan(largeStage.seconds, max(stage.seconds, 0.05) * 8,
                                  "\(name), \(stage.stage): 64 KB \(stage.seconds) s, 256 KB \(largeStage.seconds) s")
            }
        }
    }

    /// Many top-level views of one name, each animating: an animation reads its own declaration and the name's
    /// extensions, not every view of the name (reading them all took 19 s for 2,000 rows in a debug build and 300 s
    /// for 8,000). Four times the views may take at most eight times the CPU.
    func testManyAnimatedViewsOfOneNameAreLinear() {
        let row = """
            struct Row: View {
                @State private var on = false
                var body: some View {
                    Text("Row").scaleEffect(on ? 1.5 : 1).animation(.spring(), value: on)
                        .onTapGesture { on.toggle() }
                }
            }

            """
        func lint(rows: Int) -> (findings: Int, seconds: Double) {
            let linter = Linter(configuration: Configuration())
            let bytes = Array(("import SwiftUI\n" + String(repeating: row, count: rows)).utf8)
            let started = Self.threadCPUSeconds()
            let findings = linter.lint(path: Self.path, bytes: bytes).filter { $0.ruleID == "animation-ignores-reduce-motion" }
            return (findings.count, Self.threadCPUSeconds() - started)
        }
        _ = lint(rows: 50)  // warm up lazy statics
        let small = lint(rows: 400)
        let large = lint(rows: 1_600)
        XCTAssertEqual(small.findings, 400)
        XCTAssertEqual(large.findings, 1_600)
        XCTAssertLessThan(large.seconds, max(small.seconds, 0.05) * 8, "400 rows \(small.seconds) s, 1,600 \(large.seconds) s")
    }

    /// A `#if` with thousands of `#elseif` clauses: each clause is judged against the clauses before it, in time
    /// linear in their number (joining the earlier conditions into each clause's text was quadratic: 16k
    /// clauses took 23 s). Four times the clauses may take at most eight times the CPU.
    func testLongElseIfChainsAreLinear() {
        func file(clauses: Int) -> [UInt8] {
            var text = "struct V: View {\n    var body: some View {\n#if os(macOS)\n        Text(\"m\").font(.system(size: 9))\n"
            for index in 0..<clauses { text += "#elseif FLAG_\(index)\n        Text(\"\(index)\").font(.system(size: 9))\n" }
            text += "#else\n        Text(\"e\").font(.system(size: 9))\n#endif\n    }\n}\n"
            return Array(text.utf8)
        }
        let linter = Linter(configuration: Configuration())
        _ = linter.lint(path: Self.path, bytes: file(clauses: 100))
        var seconds: [Double] = []
        var findings: [[Finding]] = []
        for clauses in [1_000, 4_000] {
            let started = Self.threadCPUSeconds()
            findings.append(linter.lint(path: Self.path, bytes: file(clauses: clauses)))
            seconds.append(Self.threadCPUSeconds() - started)
        }
        // The macOS clause is not iOS code; every other clause may be.
        XCTAssertEqual(findings[1].filter { $0.ruleID == "fixed-font-size" }.count, 4_001)
        XCTAssertLessThan(seconds[1], 20 * SanitizerRuntime.cpuTimeFactor)
        XCTAssertLessThan(seconds[1], max(seconds[0], 0.05) * 8, "1k clauses \(seconds[0]) s, 4k \(seconds[1]) s")
    }

    /// Lone CR and CRLF end lines (as Swift says); findings after them name the right line and column.
    func testCRAndCRLFLineEndingsKeepLineNumbers() throws {
        let lines = [
            "import SwiftUI",
            "// a11y-lint:disable:next all",
            "let unused = 1",
            "struct V: View {",
            "    var body: some View { Text(\"a\") }",
            "}",
            "   // a11y-lint:disable all",
        ]
        var expected: [(Int, Int)]?
        for separator in ["\n", "\r\n", "\r"] {
            let text = lines.joined(separator: separator) + separator
            let source = Lexer.lex(text)
            XCTAssertEqual(source.lineTable.lineCount, lines.count + 1, "separator \(separator.debugDescription)")
            let (findings, _) = Self.lintEverything(Array(text.utf8))
            let positions = findings.map { ($0.start.line, $0.start.column) }
            // Both unused suppressions are reported, on the lines where they are written.
            let unused = findings.filter { $0.ruleID == SuppressionPolicy.unusedSuppressionRuleID }
            XCTAssertEqual(unused.map(\.start.line), [2, 7], "separator \(separator.debugDescription)")
            XCTAssertEqual(unused.last?.start.column, 4, "separator \(separator.debugDescription)")
            if let expected {
                XCTAssertTrue(expected.elementsEqual(positions, by: ==), "separator \(separator.debugDescription)")
            }
            expected = positions
        }
    }
}
