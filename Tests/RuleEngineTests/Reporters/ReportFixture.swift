import RuleEngine
import SwiftLexer
import XCTest

/// The one set of findings every reporter is tested on: hostile strings in messages and paths (quotes, `<`, `&`,
/// `]]>`, `%`, `,`, `:`, line breaks, a control character, emoji), multi-byte and wide characters before reported
/// columns, a tab, identical lines (fingerprint occurrences), a safe and an unsafe fix, notes, a rule the catalogue
/// does not describe, a hygiene rule's finding (kept out of accessibility counts), a path outside the root and a
/// file whose source the caller did not provide.
enum ReportFixture {
    static let profilePath = "Sources/Screens/ProfileView.swift"
    static let hostilePath = "Sources/Screens/Hostile \"quote\" <&> ]]> 100% a,b:c\nline\u{7} 🎉.swift"
    static let outsidePath = "/outside/Generated View.swift"
    static let hostileMessage = "Label says \"Hi\" <b>bold</b> & ]]> 50% off, a:b\nSecond line\r\nThird\u{1B}[31m red 🎉 — done."

    static let profileSource = """
        import SwiftUI

        struct ProfileView: View {
        \tvar body: some View {
        \t\tText("Café 👋"); Button { Image(systemName: "trash") } action: {}
                Image("hero")
                Image("hero")
        \t\tText("Ünïcödé 日本").font(.system(size: 12))
        \t}
        }

        """

    static let hostileSource = """
        struct HostileView: View {
            var body: some View { Text("x") }
        }

        """

    static let legacyPath = "Sources/Screens/LegacyView.swift"

    static let legacySource = """
        struct LegacyView: View {
            var body: some View { Image("logo").accessibility(label: Text("Logo")) }
        }

        """

    static let run = RunInfo(toolVersion: "1.2.3", rootDirectory: "/work/demo app/Ünï", failOn: .high)

    static var rules: [RuleDescription] {
        [
            RuleDescription(id: "icon-only-button", name: "Icon-only button", severity: .critical, category: RuleCategory("labels"),
                            guidelines: ["1.1.1", "4.1.2"], runtimeCheck: "sufficientElementDescription",
                            summary: "A button whose label is only an image has no name VoiceOver can read.",
                            rationale: "VoiceOver reads the image's file name, or just \"button\".",
                            fix: "- Case: add `.accessibilityLabel(\"Delete\")` to the button.", isFixable: true),
            RuleDescription(id: "image-missing-label", name: "Image without a label", severity: .medium,
                            category: RuleCategory("labels"), guidelines: ["1.1.1"], runtimeCheck: "sufficientElementDescription",
                            summary: "An informative image has no accessibility label.",
                            rationale: "VoiceOver reads the asset name.", fix: "- Case: add a label."),
            RuleDescription(id: "fixed-font-size", name: "Fixed font size", severity: .low, category: RuleCategory("visual"),
                            guidelines: ["1.4.4"], runtimeCheck: "dynamicType",
                            summary: "A fixed point size does not follow Dynamic Type.",
                            rationale: "Text stays small for people who chose larger text.",
                            fix: "- Case: use a text style such as `.body`."),
            RuleDescription(id: "decorative-image", name: "Decorative <image> & \"quotes\"", severity: .high,
                            category: RuleCategory("labels"), guidelines: ["1.1.1"], runtimeCheck: nil,
                            summary: "A decorative image is announced.",
                            rationale: "Use \"Image(decorative:)\" <when> & ]]> it adds nothing.",
                            fix: "- Case: `Image(decorative: \"x\")`."),
            RuleDescription(id: "reduce-motion", name: "Animation ignores Reduce Motion", severity: .medium,
                            category: RuleCategory("motion"), guidelines: ["2.3.3"], runtimeCheck: nil,
                            summary: "An animation runs even when Reduce Motion is on.",
                            rationale: "Large motion can make people sick.", fix: "- Case: check the environment.",
                            isOptIn: true),
            RuleDescription(id: "deprecated-api", name: "Deprecated API spelling", severity: .low, category: RuleCategory("hygiene"),
                            kind: .hygiene, guidelines: [], runtimeCheck: nil,
                            summary: "An old spelling of a modifier that still works the same.",
                            rationale: "Nobody is affected; the new spelling is easier to find.",
                            fix: "- Case: use the new spelling.", isFixable: true),
        ]
    }

    static var sources: [String: SourceFile] {
        [profilePath: SourceFile(text: profileSource), hostilePath: SourceFile(text: hostileSource),
         legacyPath: SourceFile(text: legacySource)]
    }

    /// Given in scrambled order on purpose: the report sorts.
    static var findings: [Finding] {
        let profile = SourceFile(text: profileSource)
        let hostile = SourceFile(text: hostileSource)
        let legacy = SourceFile(text: legacySource)
        let button = locate("Button", in: profile)
        let afterLabel = locate("Image(systemName: \"trash\") }", in: profile).range.upperBound
        return [
            finding("fixed-font-size", .low, "Fixed size 12 does not scale with Dynamic Type; use `.font(.body)`.",
                    profilePath, locate(".font(.system(size: 12))", in: profile), container: "ProfileView",
                    fix: Fix(title: "Use the .body text style", isSafe: false,
                             edits: [TextEdit(range: locate(".system(size: 12)", in: profile).range, replacement: ".body")])),
            finding("icon-only-button", .critical,
                    "Button has only an image; VoiceOver reads \"trash\". Add `.accessibilityLabel(_:)`.",
                    profilePath, button, container: "ProfileView",
                    fix: Fix(title: "Add .accessibilityLabel(\"Delete\")", isSafe: true,
                             edits: [TextEdit(range: afterLabel..<afterLabel, replacement: ".accessibilityLabel(\"Delete\")")]),
                    notes: [note("ProfileView is declared here", profilePath, locate("ProfileView", in: profile))]),
            finding("image-missing-label", .medium, "Image \"hero\" has no label; VoiceOver reads \"hero\".",
                    profilePath, locate("Image(\"hero\")", in: profile, occurrence: 2), container: "ProfileView"),
            finding("image-missing-label", .medium, "Image \"hero\" has no label; VoiceOver reads \"hero\".",
                    profilePath, locate("Image(\"hero\")", in: profile), container: "ProfileView"),
            finding("decorative-image", .high, hostileMessage, hostilePath, locate("Text(\"x\")", in: hostile),
                    notes: [note("see <here> & \"there\", 100%: ok", hostilePath, locate("HostileView", in: hostile))]),
            finding("deprecated-api", .low, "Old spelling; use .accessibilityLabel(_:).", legacyPath,
                    locate("accessibility(label: ", in: legacy), container: "LegacyView",
                    fix: Fix(title: "Use .accessibilityLabel(_:)", isSafe: true,
                             edits: [TextEdit(range: locate("accessibility(label: ", in: legacy).range,
                                              replacement: "accessibilityLabel(")])),
            Finding(ruleID: "unknown-rule", severity: .low, message: "A rule the catalogue does not describe.",
                    file: outsidePath, range: 0..<4, start: SourcePosition(line: 2, column: 1, utf16Column: 1),
                    end: SourcePosition(line: 2, column: 5, utf16Column: 5)),
        ]
    }

    static let longLineStatement = "Image(\"x\"); "

    /// `count` findings of `image-missing-label` on one line of `count` statements: the long-line cases (100 KB for
    /// 8,000) where a per-finding cost in the line's length is quadratic.
    static func findingsOnOneLongLine(count: Int) -> (source: SourceFile, findings: [Finding]) {
        let source = SourceFile(text: String(repeating: longLineStatement, count: count) + "\n")
        let findings = (0..<count).map { index -> Finding in
            let offset = index * longLineStatement.utf8.count
            return Finding(ruleID: "image-missing-label", severity: .medium, message: "m", file: "A.swift",
                           range: offset..<offset + 10, start: source.lineTable.position(of: offset),
                           end: source.lineTable.position(of: offset + 10))
        }
        return (source, findings)
    }

    /// The fixture's rules cite WCAG criteria, as the accessibility domain names them.
    static let naming = GuidelineNaming(propertyKey: "wcag", tagPrefix: "WCAG-", helpTitle: "WCAG success criteria",
                                        runtimeCheckKey: "appleAudit")

    static var report: Report { Report(findings: findings, sources: sources, rules: rules, run: run, guidelineNaming: naming) }

    static var emptyReport: Report {
        Report(findings: [], sources: [:], rules: rules, run: run, guidelineNaming: naming)
    }

    struct Location {
        var range: Range<Int>
        var start: SourcePosition
        var end: SourcePosition
    }

    /// Where the `occurrence`-th copy of `needle` is in `source`, as byte offsets and positions.
    static func locate(_ needle: String, in source: SourceFile, occurrence: Int = 1) -> Location {
        let haystack = source.bytes
        let pattern = Array(needle.utf8)
        var seen = 0
        var index = 0
        while index + pattern.count <= haystack.count {
            if Array(haystack[index..<index + pattern.count]) == pattern {
                seen += 1
                if seen == occurrence {
                    let range = index..<index + pattern.count
                    return Location(range: range, start: source.lineTable.position(of: range.lowerBound),
                                    end: source.lineTable.position(of: range.upperBound))
                }
            }
            index += 1
        }
        XCTFail("fixture text \(needle) not found")
        return Location(range: 0..<0, start: SourcePosition(line: 1, column: 1, utf16Column: 1),
                        end: SourcePosition(line: 1, column: 1, utf16Column: 1))
    }

    static func finding(_ rule: String, _ severity: Severity, _ message: String, _ file: String, _ location: Location,
                        container: String? = nil, fix: Fix? = nil, notes: [Note] = []) -> Finding {
        Finding(ruleID: rule, severity: severity, message: message, file: file, range: location.range,
                start: location.start, end: location.end, fix: fix, notes: notes, container: container)
    }

    static func note(_ message: String, _ file: String, _ location: Location) -> Note {
        Note(message: message, file: file, start: location.start, end: location.end)
    }
}

/// Compares output with `Tests/RuleEngineTests/Golden/<name>`; `A11YLINT_UPDATE_GOLDEN=1` rewrites the file instead
/// (review that diff like code).
func assertGolden(_ actual: String, named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let goldenDirectory = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Golden")
    let url = goldenDirectory.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["A11YLINT_UPDATE_GOLDEN"] == "1" {
        try FileManager.default.createDirectory(at: goldenDirectory, withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: url)
        return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
        XCTFail("missing golden \(name); run with A11YLINT_UPDATE_GOLDEN=1", file: file, line: line)
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    if expected != actual {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }
        let lineNumber = (firstDifference?.offset ?? min(expectedLines.count, actualLines.count)) + 1
        XCTFail("""
            \(name) differs from its golden at line \(lineNumber) (A11YLINT_UPDATE_GOLDEN=1 rewrites it):
            expected: \(firstDifference.map { String($0.element.0) } ?? "<end>")
            actual:   \(firstDifference.map { String($0.element.1) } ?? "<end>")
            """, file: file, line: line)
    }
}
