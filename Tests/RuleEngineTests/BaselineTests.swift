import SwiftLexer
import XCTest
@testable import RuleEngine

final class BaselineTests: XCTestCase {
    /// A finding of `rule` spanning the first occurrence (from `after` on) of `text` in `source`.
    func finding(_ rule: String, _ text: String, in source: String, file: String = "Sources/View.swift",
                 occurrence: Int = 1) -> Finding {
        let bytes = Array(source.utf8)
        let needle = Array(text.utf8)
        let lines = LineTable(bytes: bytes)
        var seen = 0
        for start in 0...(bytes.count - needle.count) where Array(bytes[start..<start + needle.count]) == needle {
            seen += 1
            if seen == occurrence {
                let end = start + needle.count
                return Finding(ruleID: rule, severity: .critical, message: "m", file: file, range: start..<end,
                               start: lines.position(of: start), end: lines.position(of: end))
            }
        }
        XCTFail("'\(text)' not found")
        return Finding(ruleID: rule, severity: .low, message: "", file: file, range: 0..<0,
                       start: lines.position(of: 0), end: lines.position(of: 0))
    }

    let original = """
        struct V: View {
            var body: some View {
                Button { delete() } label: { Image(systemName: "trash") }
                Image("ic_close")
            }
        }
        """

    func testMovingCodeDownKeepsItHidden() {
        let before = finding("icon-only-button", "Button", in: original)
        let baseline = Baseline(findings: [before]) { _ in Array(self.original.utf8) }
        // Ten new lines above, and the button re-indented: still the same finding.
        let moved = original.replacingOccurrences(of: "struct V: View {", with: "struct V: View {" + String(repeating: "\n    // note", count: 10))
            .replacingOccurrences(of: "        Button {", with: "            Button  {")
        let after = finding("icon-only-button", "Button", in: moved)
        XCTAssertEqual(after.start.line, before.start.line + 10)
        let result = baseline.filter([after]) { _ in Array(moved.utf8) }
        XCTAssertEqual(result.findings, [])
        XCTAssertEqual(result.hidden, 1)
    }

    func testEditingTheLineResurfacesIt() {
        let baseline = Baseline(findings: [finding("icon-only-button", "Button", in: original)]) { _ in Array(self.original.utf8) }
        let edited = original.replacingOccurrences(of: "\"trash\"", with: "\"trash.fill\"")
        let after = finding("icon-only-button", "Button", in: edited)
        XCTAssertEqual(baseline.filter([after]) { _ in Array(edited.utf8) }.findings, [after])
        // Another rule, or the same line in another file, is not hidden either.
        let otherRule = finding("generic-label", "Button", in: original)
        let otherFile = finding("icon-only-button", "Button", in: original, file: "Sources/Other.swift")
        XCTAssertEqual(baseline.filter([otherRule, otherFile]) { _ in Array(self.original.utf8) }.findings.count, 2)
    }

    /// A finding over many lines (a card) is keyed on the line it is reported on: an edit further down keeps it
    /// hidden. A version 1 file keyed it on every line and is still matched that way.
    func testAMultiLineFindingIsKeyedOnItsFirstLine() throws {
        let card = "HStack {\n    Text(title).font(.headline)\n    Text(detail).font(.caption)\n}\n"
        let before = finding("ungrouped-card", String(card.dropLast()), in: card)
        XCTAssertEqual(before.end.line, 4)
        let baseline = Baseline(findings: [before]) { _ in Array(card.utf8) }
        XCTAssertEqual(baseline.entries.map(\.source), ["HStack{"])
        let edited = card.replacingOccurrences(of: ".caption", with: ".footnote")
        let after = finding("ungrouped-card", String(edited.dropLast()), in: edited)
        XCTAssertEqual(baseline.filter([after]) { _ in Array(edited.utf8) }.hidden, 1)

        let whole = card.filter { !$0.isWhitespace }
        let json = #"{"version": 1, "findings": [{"file": "Sources/View.swift", "occurrences": 1, "rule": "ungrouped-card", "source": "\#(whole)"}]}"#
        let old = try Baseline.decode(Array(json.utf8), path: "b.json")
        XCTAssertTrue(old.isKeyedOnWholeSpan)
        XCTAssertEqual(old.filter([before]) { _ in Array(card.utf8) }.hidden, 1)
        XCTAssertEqual(old.filter([after]) { _ in Array(edited.utf8) }.hidden, 0, "as version 1 matched it")
    }

    func testIdenticalFindingsOnIdenticalLinesAreCounted() {
        let source = "VStack {\n    Image(\"ic_close\")\n    Image(\"ic_close\")\n}\n"
        let first = finding("asset-name-as-label", "Image", in: source)
        let second = finding("asset-name-as-label", "Image", in: source, occurrence: 2)
        let baseline = Baseline(findings: [first, second]) { _ in Array(source.utf8) }
        XCTAssertEqual(baseline.entries.map(\.occurrences), [2])

        let tripled = "VStack {\n    Image(\"ic_close\")\n    Image(\"ic_close\")\n    Image(\"ic_close\")\n}\n"
        let findings = (1...3).map { finding("asset-name-as-label", "Image", in: tripled, occurrence: $0) }
        let result = baseline.filter(findings) { _ in Array(tripled.utf8) }
        XCTAssertEqual(result.hidden, 2)
        XCTAssertEqual(result.findings.map(\.start.line), [4])
    }

    /// 8,000 findings on one 100 KB line: the line is normalised once, and recorded as its digest instead of a
    /// copy per finding (the baseline file held 800 MB); the findings are still counted and hidden.
    func testManyFindingsOnOneLongLineRecordTheLineOnceByItsDigest() throws {
        let count = 8_000
        let (file, findings) = ReportFixture.findingsOnOneLongLine(count: count)
        let source = file.bytes
        let baseline = Baseline(findings: findings) { _ in source }
        let entry = try XCTUnwrap(baseline.entries.first)
        XCTAssertEqual(baseline.entries.count, 1)
        XCTAssertEqual(entry.occurrences, count)
        let normalized = source.filter { $0 != 0x20 && $0 != 0x0A }
        XCTAssertEqual(entry.source, "sha256:" + SHA256.hexDigest(normalized))
        XCTAssertLessThan(baseline.jsonText().utf8.count, 1_000)
        let decoded = try Baseline.decode(Array(baseline.jsonText().utf8), path: "b.json")
        XCTAssertEqual(decoded.filter(findings) { _ in source }.hidden, count)
        // A line at the limit is still recorded as written.
        let atLimit = String(repeating: "a", count: SourceTextKey.maximumTextBytes)
        let short = Baseline(findings: [finding("r", "a", in: atLimit + "\n")]) { _ in Array((atLimit + "\n").utf8) }
        XCTAssertEqual(short.entries.map(\.source), [atLimit])
    }

    func testFileIsStableSortedJSONAndRoundTrips() throws {
        let baseline = Baseline(entries: [
            .init(rule: "b-rule", file: "Sources/B.swift", source: "Image(\"x\")", occurrences: 1),
            .init(rule: "a-rule", file: "Sources/B.swift", source: "Text(\"y\")", occurrences: 1),
            .init(rule: "z-rule", file: "Sources/A.swift", source: "Button{}", occurrences: 1),
            .init(rule: "z-rule", file: "Sources/A.swift", source: "Button{}", occurrences: 2),
        ])
        let expected = """
            {
              "findings" : [
                {
                  "file" : "Sources/A.swift",
                  "occurrences" : 3,
                  "rule" : "z-rule",
                  "source" : "Button{}"
                },
                {
                  "file" : "Sources/B.swift",
                  "occurrences" : 1,
                  "rule" : "a-rule",
                  "source" : "Text(\\"y\\")"
                },
                {
                  "file" : "Sources/B.swift",
                  "occurrences" : 1,
                  "rule" : "b-rule",
                  "source" : "Image(\\"x\\")"
                }
              ],
              "version" : 2
            }

            """
        XCTAssertEqual(baseline.jsonText(), expected)
        XCTAssertEqual(try Baseline.decode(Array(expected.utf8), path: "b.json"), baseline)
    }

    func testMalformedFilesAreErrors() {
        let cases: [(String, String)] = [
            ("not json", "b.json: malformed baseline (not JSON); regenerate it with --write-baseline"),
            (#"{"version": 1}"#, "b.json: malformed baseline (missing 'findings'); regenerate it with --write-baseline"),
            (#"{"version": 7, "findings": []}"#, "b.json: malformed baseline (version 7, expected 1 or 2); regenerate it with --write-baseline"),
            (#"{"version": 1, "findings": [{"rule": "r", "file": "f", "source": "", "occurrences": 0}]}"#,
             "b.json: malformed baseline ('occurrences' is 0 for rule 'r' in 'f'); regenerate it with --write-baseline"),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try Baseline.decode(Array(text.utf8), path: "b.json")) { XCTAssertEqual("\($0)", message) }
        }
        XCTAssertThrowsError(try Baseline.load(path: "/nonexistent/baseline.json")) {
            XCTAssertTrue("\($0)".hasPrefix("/nonexistent/baseline.json: cannot read the file"), "\($0)")
        }
    }
}
