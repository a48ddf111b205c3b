import SwiftLexer
import XCTest
@testable import RuleEngine

/// Builds findings on given lines of a source text and runs the suppression filter over them.
struct SuppressionFixture {
    let bytes: [UInt8]
    let lineTable: LineTable

    init(_ source: String) {
        bytes = Array(source.utf8)
        lineTable = LineTable(bytes: bytes)
    }

    /// `//` comments to the end of the line, and `/* */` comments (the fixtures contain no strings).
    var commentRanges: [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == 0x2F, bytes[index + 1] == 0x2F {
                var end = index
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                ranges.append(index..<end)
                index = end
            } else if bytes[index] == 0x2F, bytes[index + 1] == 0x2A {
                var end = index + 2
                while end + 1 < bytes.count, !(bytes[end] == 0x2A && bytes[end + 1] == 0x2F) { end += 1 }
                ranges.append(index..<min(end + 2, bytes.count))
                index = end + 2
            } else {
                index += 1
            }
        }
        return ranges
    }

    /// A finding of `rule` at the first non-space byte of 1-based `line`.
    func finding(_ rule: String, line: Int) -> Finding {
        let range = lineTable.rangeOfLine(line, in: bytes)
        var start = range.lowerBound
        while start < range.upperBound, bytes[start] == 0x20 { start += 1 }
        return Finding(ruleID: rule, severity: .high, message: "\(rule) on \(line)", file: "View.swift",
                       range: start..<range.upperBound, start: lineTable.position(of: start),
                       end: lineTable.position(of: range.upperBound))
    }

    func run(_ findings: [(String, Int)], policy: SuppressionPolicy = SuppressionTests.policy) -> [String] {
        let index = SuppressionIndex(commentRanges: commentRanges, bytes: bytes, lineTable: lineTable)
        return index.apply(to: findings.map { finding($0.0, line: $0.1) }, path: "View.swift", policy: policy)
            .findings.map { "\($0.start.line):\($0.start.column) \($0.ruleID)" + ($0.ruleID == "unused-suppression" ? ": \($0.message)" : "") }
    }
}

final class SuppressionTests: XCTestCase {
    static let policy = SuppressionPolicy(knownRuleIDs: ["icon-only-button", "generic-label", "unused-suppression", "opt-in-rule"],
                                          enabledRuleIDs: ["icon-only-button", "generic-label", "unused-suppression"])

    func testParsesEveryForm() {
        func parse(_ comment: String) -> SuppressionParser.Outcome {
            let bytes = Array(comment.utf8)
            return SuppressionParser.parse(comment: 0..<bytes.count, in: bytes)
        }
        XCTAssertEqual(parse("// a11y-lint:disable icon-only-button generic-label - decorative, see design"),
                       .directive(SuppressionDirective(command: .disable, ruleIDs: ["icon-only-button", "generic-label"],
                                                       isAll: false, reason: "decorative, see design", range: 0..<76)))
        XCTAssertEqual(parse("//a11y-lint:enable all"),
                       .directive(SuppressionDirective(command: .enable, ruleIDs: [], isAll: true, reason: nil, range: 0..<22)))
        XCTAssertEqual(parse("/* a11y-lint:disable:next icon-only-button */"),
                       .directive(SuppressionDirective(command: .disableNext, ruleIDs: ["icon-only-button"], isAll: false,
                                                       reason: nil, range: 0..<45)))
        XCTAssertEqual(parse("/// a11y-lint:disable:this a,b"),
                       .directive(SuppressionDirective(command: .disableThis, ruleIDs: ["a", "b"], isAll: false,
                                                       reason: nil, range: 0..<30)))
        XCTAssertEqual(parse("// a plain comment about a11y-lint:disable"), .notADirective)
        XCTAssertEqual(parse("// a11y-lint:disabel x"),
                       .malformed("'a11y-lint:disabel' is not a suppression command; did you mean 'a11y-lint:disable'?"))
        XCTAssertEqual(parse("// a11y-lint:disable - no rules"),
                       .malformed("'a11y-lint:disable' names no rule; add rule ids or 'all'"))
    }

    func testDisablePreviousCoversTheLineBefore() {
        let fixture = SuppressionFixture("""
            a
            // a11y-lint:disable:previous icon-only-button
            b
            """)
        XCTAssertEqual(fixture.run([("icon-only-button", 1), ("icon-only-button", 3)]), ["3:1 icon-only-button"])
    }

    func testDisableThisAndNext() {
        let fixture = SuppressionFixture("""
            a // a11y-lint:disable:this icon-only-button
            // a11y-lint:disable:next icon-only-button - reason
            b
            c
            """)
        XCTAssertEqual(fixture.run([("icon-only-button", 1), ("icon-only-button", 3), ("icon-only-button", 4),
                                    ("generic-label", 3)]),
                       ["3:1 generic-label", "4:1 icon-only-button"])
    }

    func testDisableEnableRangeAndAll() {
        let fixture = SuppressionFixture("""
            // a11y-lint:disable all
            a
            // a11y-lint:enable generic-label
            b
            // a11y-lint:enable all
            c
            """)
        XCTAssertEqual(fixture.run([("icon-only-button", 2), ("generic-label", 2), ("icon-only-button", 4),
                                    ("generic-label", 4), ("icon-only-button", 6)]),
                       ["4:1 generic-label", "6:1 icon-only-button"])
    }

    /// Many disable/enable pairs, each around a finding: each finding is looked up by rule and line, not checked
    /// against every directive (16k pairs took 5.3 s). Four times the pairs may take at most eight times the CPU.
    func testManyDirectivesAreLinear() {
        func run(pairs: Int) -> (kept: Int, seconds: Double) {
            var text = ""
            for index in 0..<pairs {
                text += "// a11y-lint:disable icon-only-button\na\n// a11y-lint:enable icon-only-button\n"
                text += index.isMultiple(of: 2) ? "b\n" : "// a11y-lint:disable:next generic-label\nc\n"
            }
            let fixture = SuppressionFixture(text)
            var findings: [Finding] = []
            for index in 0..<pairs {
                let first = index * 4 + 1 + index / 2
                findings.append(fixture.finding("icon-only-button", line: first + 1))
                findings.append(fixture.finding(index.isMultiple(of: 2) ? "icon-only-button" : "generic-label",
                                                line: index.isMultiple(of: 2) ? first + 3 : first + 4))
            }
            let index = SuppressionIndex(commentRanges: fixture.commentRanges, bytes: fixture.bytes,
                                         lineTable: fixture.lineTable)
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            let started = Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
            let kept = index.apply(to: findings, path: "View.swift", policy: Self.policy).findings
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return (kept.filter { $0.ruleID != "unused-suppression" }.count,
                    Double(time.tv_sec) + Double(time.tv_nsec) / 1e9 - started)
        }
        let small = run(pairs: 2_000)
        let large = run(pairs: 8_000)
        // Only the findings after an `enable` stay: one in every two pairs.
        XCTAssertEqual(small.kept, 1_000)
        XCTAssertEqual(large.kept, 4_000)
        XCTAssertLessThan(large.seconds, max(small.seconds, 0.05) * 8, "2k pairs \(small.seconds) s, 8k \(large.seconds) s")
    }

    func testDisableWithoutEnableRunsToTheEndOfTheFile() {
        let fixture = SuppressionFixture("a\n// a11y-lint:disable generic-label\nb\n\n\nc\n")
        XCTAssertEqual(fixture.run([("generic-label", 1), ("generic-label", 3), ("generic-label", 6)]),
                       ["1:1 generic-label"])
    }

    func testRangesAcrossIfBlocks() {
        // A range opened before #if covers every branch until its enable after #endif.
        let around = SuppressionFixture("""
            // a11y-lint:disable icon-only-button
            #if os(iOS)
            a
            #else
            b
            #endif
            // a11y-lint:enable icon-only-button
            c
            """)
        XCTAssertEqual(around.run([("icon-only-button", 3), ("icon-only-button", 5), ("icon-only-button", 8)]),
                       ["8:1 icon-only-button"])
        // A range opened inside one branch is textual: it runs on through #else until its enable.
        let inside = SuppressionFixture("""
            #if os(iOS)
            // a11y-lint:disable icon-only-button
            a
            #else
            b
            // a11y-lint:enable icon-only-button
            c
            #endif
            """)
        XCTAssertEqual(inside.run([("icon-only-button", 3), ("icon-only-button", 5), ("icon-only-button", 7)]),
                       ["7:1 icon-only-button"])
    }

    func testStaleSuppressionsAreReported() {
        let fixture = SuppressionFixture("""
            // a11y-lint:disable:next icon-only-button generic-label
            a
            // a11y-lint:disable:next all
            b
            // a11y-lint:disable:next opt-in-rule
            c
            // a11y-lint:disable:next icon-only-buton
            d
            // a11y-lint:disabel generic-label
            """)
        XCTAssertEqual(fixture.run([("icon-only-button", 2)]), [
            "1:1 unused-suppression: 'a11y-lint:disable:next generic-label' suppresses nothing here; remove 'generic-label' from the comment.",
            "3:1 unused-suppression: 'a11y-lint:disable:next all' suppresses nothing here; remove the comment.",
            // opt-in-rule did not run, so its suppression cannot be judged: no finding on line 5.
            "7:1 unused-suppression: unknown rule 'icon-only-buton' in 'a11y-lint:disable:next'; did you mean 'icon-only-button'?",
            "9:1 unused-suppression: 'a11y-lint:disabel' is not a suppression command; did you mean 'a11y-lint:disable'?",
        ])
    }

    func testUnusedSuppressionNotReportedWhenThatRuleIsOff() {
        var policy = Self.policy
        policy.enabledRuleIDs.remove("unused-suppression")
        let fixture = SuppressionFixture("// a11y-lint:disable:next icon-only-button\na\n")
        XCTAssertEqual(fixture.run([], policy: policy), [])
    }

    func testPolicyFromConfiguration() {
        var configuration = Configuration()
        configuration.severityOverrides["unused-suppression"] = .medium
        configuration.onlyRules = ["icon-only-button", "unused-suppression"]
        let policy = SuppressionPolicy(configuration: configuration, rules: SampleRules.all + [
            SampleRules.rule("unused-suppression", severity: .low)])
        XCTAssertEqual(policy.enabledRuleIDs, ["icon-only-button", "unused-suppression"])
        XCTAssertEqual(policy.unusedSeverity, .medium)
        XCTAssertFalse(policy.judgesAll)
    }

    func testSuppressedCountsRecordWhichCommentWasUsed() {
        let fixture = SuppressionFixture("// a11y-lint:disable icon-only-button\na\nb\n// a11y-lint:disable:next generic-label\nc\n")
        let index = SuppressionIndex(commentRanges: fixture.commentRanges, bytes: fixture.bytes, lineTable: fixture.lineTable)
        let result = index.apply(to: [fixture.finding("icon-only-button", line: 2), fixture.finding("icon-only-button", line: 3),
                                      fixture.finding("generic-label", line: 5)], path: "View.swift", policy: Self.policy)
        XCTAssertEqual(result.suppressedCounts, [2, 1])
        XCTAssertEqual(result.findings, [])
    }

    /// A file without directives (most files) gets its findings back in output order, and when they are in order
    /// already, as the same array: a sorted copy held every finding twice while a large file was linted.
    func testWithoutDirectivesFindingsComeBackSortedAndUncopied() {
        let fixture = SuppressionFixture("a\n// a11y-lint is great\nb\n")
        let index = SuppressionIndex(commentRanges: fixture.commentRanges, bytes: fixture.bytes, lineTable: fixture.lineTable)
        let ordered = [fixture.finding("icon-only-button", line: 1), fixture.finding("generic-label", line: 3)]
        let result = index.apply(to: ordered, path: "View.swift", policy: Self.policy)
        XCTAssertEqual(result.findings, ordered)
        XCTAssertEqual(result.suppressedCounts, [])
        XCTAssertEqual(result.findings.withUnsafeBufferPointer(\.baseAddress),
                       ordered.withUnsafeBufferPointer(\.baseAddress), "the same array, not a copy")
        XCTAssertEqual(index.apply(to: ordered.reversed(), path: "View.swift", policy: Self.policy).findings, ordered)
        XCTAssertFalse(Finding.areInOutputOrder(ordered.reversed()))
        XCTAssertTrue(Finding.areInOutputOrder([]))
    }
}

/// The same filter over comments found by the real lexer: directives inside strings are not comments.
final class LexedSuppressionTests: XCTestCase {
    func testDirectivesComeFromRealComments() {
        let source = """
            struct V: View {
                var body: some View {
                    // a11y-lint:disable:next icon-only-button
                    Button { } label: { Image(systemName: "trash") }
                    Text("// a11y-lint:disable:next generic-label")
                    Button("Button") { } /* a11y-lint:disable:this generic-label - placeholder */
                    Button("Button") { }
                }
            }
            """
        let lexed = Lexer.lex(source)
        let index = SuppressionIndex(source: lexed)
        XCTAssertEqual(index.directives.map(\.command), [.disableNext, .disableThis])
        let fixture = SuppressionFixture(source)
        let findings = [fixture.finding("icon-only-button", line: 4), fixture.finding("generic-label", line: 6),
                        fixture.finding("generic-label", line: 7)]
        let result = index.apply(to: findings, path: "View.swift", policy: SuppressionTests.policy)
        XCTAssertEqual(result.findings.map { "\($0.start.line) \($0.ruleID)" }, ["7 generic-label"])
        XCTAssertEqual(result.suppressedCounts, [1, 1])
    }

    /// `SuppressionIndex(source:)` reads comments only when the file spells the prefix somewhere.
    func testPrefixSearchFindsThePrefixAnywhereAndOnlyWhole() {
        let prefix = SuppressionParser.prefix
        XCTAssertTrue(ByteSearch.contains(prefix, in: Array("// a11y-lint:".utf8)))
        XCTAssertTrue(ByteSearch.contains(prefix, in: Array("a11y-lint:disable all".utf8)))
        XCTAssertTrue(ByteSearch.contains(prefix, in: Array("aa11y-lint a11y-lint:".utf8)))
        XCTAssertFalse(ByteSearch.contains(prefix, in: Array("// a11y-lint disable all".utf8)))
        XCTAssertFalse(ByteSearch.contains(prefix, in: Array("// a11y-lint".utf8)))
        XCTAssertFalse(ByteSearch.contains(prefix, in: []))
        XCTAssertTrue(SuppressionIndex(source: Lexer.lex(Array("let x = 1 // a11y-lint disable".utf8))).directives.isEmpty)
        XCTAssertEqual(SuppressionIndex(source: Lexer.lex(Array("let x = 1 /* a11y-lint:bogus */".utf8))).malformed.count, 1)
    }
}
