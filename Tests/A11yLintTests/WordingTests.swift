import XCTest
@testable import A11yLint
import RuleEngine
import SwiftLexer

/// The wording group's semantics: words of a text, literal alternatives of an argument, path globs, and the
/// safe fix of `deprecated-accessibility-modifier` applied to source.
final class WordingTests: XCTestCase {
    // MARK: Words

    func testWordsAreLowerCasedAndSplitOnPunctuationAndCamelCase() {
        XCTAssertEqual(WordingText.words(of: "Double-tap to select."), ["double", "tap", "to", "select"])
        XCTAssertEqual(WordingText.words(of: "phoneNumber"), ["phone", "number"])
        XCTAssertEqual(WordingText.words(of: "$viewModel.userEmail"), ["view", "model", "user", "email"])
        XCTAssertEqual(WordingText.words(of: "iPhone model"), ["iphone", "model"])
        XCTAssertEqual(WordingText.words(of: "Don't show again"), ["don't", "show", "again"])
        XCTAssertEqual(WordingText.words(of: "  "), [])
        // A word in capitals is one word; a capital after lower-case letters starts the next one.
        XCTAssertEqual(WordingText.words(of: "SSH key"), ["ssh", "key"])
        XCTAssertEqual(WordingText.words(of: "Wi-Fi SSID"), ["wi", "fi", "ssid"])
        XCTAssertEqual(WordingText.words(of: "certificatePassword"), ["certificate", "password"])
    }

    func testSpokenWordsLeaveOutEmojiAndSymbols() {
        XCTAssertEqual(WordingText.spokenWords(of: "⭐️ Sign-in, now!"), ["sign", "in", "now"])
        XCTAssertEqual(WordingText.spokenWords(of: "+ → …"), [])
        XCTAssertEqual(WordingText.spokenWords(of: "Café 2"), ["café", "2"])
        XCTAssertTrue(WordingText.words(["sign", "in"], allOccurIn: ["account", "sign", "in"]))
        XCTAssertFalse(WordingText.words(["save"], allOccurIn: ["submit", "form"]))
    }

    func testConditionalLooksReadOneLiteralTernary() {
        let tree = ViewTreeParser.parse(Lexer.lex(Array("""
            struct V: View {
                var body: some View {
                    Text("a").opacity(isValid ? 1 : 0.5)
                    Text("b").opacity(isShown ? 1.0 : 0)
                    Text("c").opacity(a ? 1 : b ? 0.5 : 0)
                    Text("d").opacity(isValid ? 1 : 0.8)
                    Text("e").foregroundStyle(canSend ? .blue : .gray)
                    Text("f").foregroundStyle(isOn ? .gray : Color.gray.opacity(0.5))
                }
            }
            """.utf8)))
        let looks = tree.modifierUses(named: "opacity").map { tree.conditionalLook(of: $0) }
            + tree.modifierUses(named: "foregroundStyle").map { tree.conditionalLook(of: $0) }
        XCTAssertEqual(looks.map { $0?.kind }, [.dimmed, .invisible, nil, nil, .dimmed, nil])
        XCTAssertEqual(looks.map { $0?.condition }, ["isValid", "isShown", nil, nil, "canSend", nil])
        XCTAssertNil(ConditionalLook.split(ternary: "a?.b ?? c"))
        XCTAssertTrue(ConditionalLook(kind: .dimmed, modifier: tree.root, condition: "!form.isValid").isAvailabilityCondition)
        XCTAssertFalse(ConditionalLook(kind: .dimmed, modifier: tree.root, condition: "scope == item").isAvailabilityCondition)
        XCTAssertFalse(ConditionalLook(kind: .dimmed, modifier: tree.root, condition: "isEnabled").isAvailabilityCondition)
        XCTAssertFalse(ConditionalLook(kind: .dimmed, modifier: tree.root, condition: "configuration.isPressed").isAvailabilityCondition)
    }

    func testConditionalColoursNeedTwoColoursToldApartByHue() {
        XCTAssertEqual(ConditionalColour.shade(of: ".red.opacity(0.2)"), .hue("red"))
        XCTAssertEqual(ConditionalColour.shade(of: "Color(.systemGreen)"), .hue("green"))
        XCTAssertEqual(ConditionalColour.shade(of: "Color(.systemGray5)"), .neutral)
        XCTAssertEqual(ConditionalColour.shade(of: "Color.accentColor"), .hue("accentColor"))
        XCTAssertEqual(ConditionalColour.shade(of: ".secondary"), .neutral)
        XCTAssertEqual(ConditionalColour.shade(of: "theme.tintColor"), .unknown)
        let tree = ViewTreeParser.parse(Lexer.lex(Array("""
            struct V: View {
                var statusColor: Color { isUp ? .green : .red }
                var body: some View {
                    Circle().fill(isOnline ? .green : .red)
                    Circle().stroke(isOnline ? Color.red : Color.red.opacity(0.3), lineWidth: 2)
                    Text("a").foregroundStyle(isRead ? .secondary : .primary)
                    Text("b").background(isNew ? theme.highlight : .clear)
                    Circle().fill(statusColor)
                    (isSynced ? Color.green : Color.orange).frame(width: 4)
                }
            }
            """.utf8)))
        let painted = ["fill", "stroke", "foregroundStyle", "background"].flatMap { tree.modifierUses(named: $0) }
            .sorted()
            .map { tree.conditionalColour(of: $0) ?? tree.conditionalColour(ofMemberIn: $0) }
        XCTAssertEqual(painted.map { $0?.condition }, ["isOnline", nil, nil, nil, "isUp"])
        XCTAssertEqual(painted.last??.colours, [".green", ".red"])
        XCTAssertEqual(tree.nodes(.ternary).compactMap { tree.conditionalColour(ofChoice: $0)?.condition }, ["isSynced"])
    }

    func testContainsIdentifierMatchesWholeNamesOnly() {
        XCTAssertTrue(WordingText.containsIdentifier("isButton", in: "[.isButton, .isHeader]"))
        XCTAssertFalse(WordingText.containsIdentifier("isButton", in: "[.isButtonLike]"))
        XCTAssertFalse(WordingText.containsIdentifier("isHeader", in: ".isSubheader"))
    }

    // MARK: Literal alternatives

    func testLiteralAlternativesOfStringsAndText() {
        XCTAssertEqual(texts(.string(StringLiteral(text: "Save", isInterpolated: false))), ["Save"])
        let text = Expr.call(callee: .identifier("Text"),
                             arguments: [Argument(label: nil, value: .string(StringLiteral(text: "Delete",
                                                                                             isInterpolated: false)),
                                                  range: 0..<0)],
                             trailingClosures: [])
        XCTAssertEqual(texts(text), ["Delete"])
        XCTAssertEqual(texts(.identifier("title")), [])
    }

    func testLiteralAlternativesOfTernaries() {
        XCTAssertEqual(texts(.other(#"selectedStudy?.id == s.id ? "Selected" : "Double tap to select""#)),
                       ["Selected", "Double tap to select"])
        XCTAssertEqual(texts(.other(#"a ? "A" : b ? "B" : "C""#)), ["A", "B", "C"])
        XCTAssertEqual(texts(.other(#"(isOn ? "On" : "Off")"#)), ["On", "Off"])
        XCTAssertEqual(texts(.other(#"isOn ? "Wi-Fi: on" : label"#)), ["Wi-Fi: on"])
        XCTAssertEqual(texts(.other(#"isOn ? "\(name) on" : "Off""#)), ["Off"], "interpolated branches are skipped")
        XCTAssertEqual(texts(.other(#"title + " button""#)), [], "a concatenation is not literal")
    }

    private func texts(_ expression: Expr) -> [String] {
        WordingText.literalAlternatives(of: expression).map(\.text)
    }

    // MARK: Paths

    func testPathsOptionDefaultsToEveryFileAndMatchesGlobs() {
        XCTAssertTrue(WordingPaths(options: [:]).includes("Sources/App/View.swift"))
        let auth = WordingPaths(options: ["paths": .list(["Sources/Auth/**"])])
        XCTAssertTrue(auth.includes("Sources/Auth/SignIn/SignInView.swift"))
        XCTAssertFalse(auth.includes("Sources/Settings/SettingsView.swift"))
    }

    // MARK: Deprecated modifier fix

    func testFixRewritesEachDeprecatedForm() {
        let cases: [(String, String)] = [
            (#".accessibility(label: Text("Delete"))"#, #".accessibilityLabel(Text("Delete"))"#),
            (#".accessibility(hint: Text("Opens the entry"))"#, #".accessibilityHint(Text("Opens the entry"))"#),
            (#".accessibility(value: Text("\(score)"))"#, #".accessibilityValue(Text("\(score)"))"#),
            (".accessibility(hidden: true)", ".accessibilityHidden(true)"),
            (".accessibility(identifier: Identifiers.save)", ".accessibilityIdentifier(Identifiers.save)"),
            (".accessibility(addTraits: [.isHeader, .isButton])", ".accessibilityAddTraits([.isHeader, .isButton])"),
            (".accessibility(removeTraits: .isImage)", ".accessibilityRemoveTraits(.isImage)"),
            (".accessibility(sortPriority: 2)", ".accessibilitySortPriority(2)"),
            (".accessibility(  label :\n        Text(title))", ".accessibilityLabel(Text(title))"),
        ]
        for (before, after) in cases {
            let (fixed, findings) = applyFixes(to: view(before))
            XCTAssertEqual(findings.count, 1, before)
            XCTAssertEqual(findings.first?.fix?.isSafe, true, before)
            XCTAssertEqual(fixed, view(after), before)
        }
    }

    func testFixKeepsTheRestOfTheChainAndFixesEveryModifier() {
        let source = view(#".accessibility(label: Text("IQ")).padding().accessibility(hint: Text("Opens history"))"#)
        let (fixed, findings) = applyFixes(to: source)
        XCTAssertEqual(findings.count, 2)
        XCTAssertEqual(fixed, view(#".accessibilityLabel(Text("IQ")).padding().accessibilityHint(Text("Opens history"))"#))
    }

    func testNoFixWhenACommentWouldBeLost() {
        let source = view(".accessibility(/* old API */ hidden: true)")
        let findings = lint(source)
        XCTAssertEqual(findings.count, 1, "still reported")
        XCTAssertNil(findings.first?.fix)
    }

    private func view(_ modifier: String) -> String {
        "struct Row: View {\n    var body: some View {\n        Image(\"x\")\n            \(modifier)\n    }\n}\n"
    }

    private func lint(_ source: String) -> [Finding] {
        ExampleRunner.findings(of: DeprecatedAccessibilityModifierRule.self, in: source, configuration: nil)
    }

    /// Applies every finding's edits, last first, as `--fix` would.
    private func applyFixes(to source: String) -> (String, [Finding]) {
        let findings = lint(source)
        var bytes = Array(source.utf8)
        let edits = findings.compactMap(\.fix).flatMap(\.edits).sorted { $0.range.lowerBound > $1.range.lowerBound }
        for edit in edits { bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8)) }
        return (String(decoding: bytes, as: UTF8.self), findings)
    }
}
