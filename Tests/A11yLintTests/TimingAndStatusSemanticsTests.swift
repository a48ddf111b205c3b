import Foundation
import XCTest
@testable import A11yLint
import SwiftLexer

/// The semantics behind issue 18's timing, status, modal, adjustable and appearance rules: how they read a
/// statement, a condition, a binding and a scheme.
final class TimingAndStatusSemanticsTests: XCTestCase {
    func testClearedNameReadsOnlyOwnStateSetToFalseOrNil() {
        XCTAssertEqual(TimedDismissal.clearedName("showToast = false"), "showToast")
        XCTAssertEqual(TimedDismissal.clearedName("self.message = nil"), "message")
        XCTAssertNil(TimedDismissal.clearedName("showToast = true"))
        XCTAssertNil(TimedDismissal.clearedName("model.toast = nil"), "another object's state")
        XCTAssertNil(TimedDismissal.clearedName("a == false"))
        XCTAssertNil(TimedDismissal.clearedName("state = .unsaved"))
    }

    func testDismissalsFollowTheDelayNotTheSetup() {
        let tree = parse("""
            struct A: View {
                var body: some View {
                    Text("x").onAppear {
                        shown = false
                        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { withAnimation { shown = false } }
                        Task {
                            hidden = nil
                            try await Task.sleep(for: .milliseconds(1500))
                            if keep { kept = false }
                            banner = nil
                        }
                    }
                }
            }
            """)
        let found = TimedDismissal.dismissals(in: tree).map { "\($0.name)@\($0.seconds ?? -1)" }.sorted()
        XCTAssertEqual(found, ["banner@1.5", "shown@2.0"])
    }

    func testASleepBeforeShowingIsNotTheTimeShown() {
        let tree = parse("""
            struct A: View {
                var body: some View {
                    Text("x").onAppear {
                        Task {
                            try? await Task.sleep(for: .seconds(1))
                            isTipPresented = true
                            try? await Task.sleep(for: .seconds(10))
                            isTipPresented = false
                        }
                    }
                }
            }
            """)
        let found = TimedDismissal.dismissals(in: tree).map { "\($0.name)@\($0.seconds ?? -1)" }
        XCTAssertEqual(found, ["isTipPresented@10.0"], "reported once, with the delay after it was shown")
    }

    func testStatusConditionsReadPresenceNotAbsence() {
        XCTAssertTrue(StatusMessages.conditionShowsStatus("let error"))
        XCTAssertTrue(StatusMessages.conditionShowsStatus("model.error != nil"))
        XCTAssertTrue(StatusMessages.conditionShowsStatus("!errors.isEmpty"))
        XCTAssertTrue(StatusMessages.conditionShowsStatus("isReady && showSavedToast"))
        XCTAssertFalse(StatusMessages.conditionShowsStatus("model.error == nil"))
        XCTAssertFalse(StatusMessages.conditionShowsStatus("errors.isEmpty"))
        XCTAssertFalse(StatusMessages.conditionShowsStatus("!showsError, isReady"))
        XCTAssertFalse(StatusMessages.conditionShowsStatus("saveFailed == false"))
    }

    func testButtonAssignmentsTellClearingFromShowing() {
        let tree = parse("""
            struct Warnings: View {
                @State private var showsWarning = true
                @State private var error: String?
                var body: some View {
                    VStack {
                        Button("Hide") { showsWarning = false; error = nil }
                        Button("Check") { showsWarning = true; error = nil }
                    }
                }
            }
            """)
        let actions = tree.buttonAssignments(inTypeNamed: "Warnings").actions
        XCTAssertEqual(actions.map(\.cleared), [["showsWarning", "error"], ["error"]])
    }

    func testConditionTestsMatchWholeNamesOnly() {
        XCTAssertTrue(ContentGates.conditionTests("showToast", "showToast"))
        XCTAssertTrue(ContentGates.conditionTests("let message", "message"))
        XCTAssertTrue(ContentGates.conditionTests("let text = self.message", "message"))
        XCTAssertTrue(ContentGates.conditionTests("ready, error != nil", "error"))
        XCTAssertFalse(ContentGates.conditionTests("!showToast", "showToast"))
        XCTAssertFalse(ContentGates.conditionTests("showToastAgain", "showToast"))
    }

    func testStatusWordsAreWordsNotSubstrings() {
        XCTAssertTrue(StatusMessages.namesStatus(["errorMessage"]))
        XCTAssertTrue(StatusMessages.namesStatus(["showSavedToast"]))
        XCTAssertFalse(StatusMessages.namesStatus(["terror"]))
        XCTAssertFalse(StatusMessages.namesStatus(["nagBanner"]), "a banner is not a status")
        XCTAssertTrue(StatusMessages.namesBanner("ToastView"))
        XCTAssertFalse(StatusMessages.namesBanner("Toaster"))
    }

    func testStatusContentWordsAndWarningSymbols() {
        XCTAssertTrue(StatusMessages.reportsStatus("Couldn't save: upload failed"))
        XCTAssertTrue(StatusMessages.reportsStatus("Incorrect answer"))
        XCTAssertFalse(StatusMessages.reportsStatus("Terrorism in fiction"), "words, not substrings")
        XCTAssertTrue(StatusMessages.isWarningSymbol("exclamationmark.triangle.fill"))
        XCTAssertTrue(StatusMessages.isWarningSymbol("xmark.octagon"))
        XCTAssertFalse(StatusMessages.isWarningSymbol("xmark"), "a close button")
        XCTAssertFalse(StatusMessages.isWarningSymbol("checkmark.circle.fill"), "also a selection mark")
    }

    func testProducedValuesAreNotCopiesClearsOrDeclarations() {
        XCTAssertEqual(ButtonAssignments.producedNames(in: "{ percent = 0.93 }"), ["percent"])
        XCTAssertEqual(ButtonAssignments.producedNames(in: "self.result = try compute(a, b)"), ["result"])
        XCTAssertEqual(ButtonAssignments.producedNames(in: "message = \"Saved\"; total += price * 2"),
                       ["message", "total"])
        XCTAssertEqual(ButtonAssignments.producedNames(in: "chosen = swatch\nvalue = model.value\nerror = nil"), [])
        XCTAssertEqual(ButtonAssignments.producedNames(in: "if let last = items.last { send(last) }"), [])
        XCTAssertEqual(ButtonAssignments.producedNames(in: "let total = a + b\nif a == b, c != d, e <= f { }"), [])
    }

    /// The hand-written reading of assignments matches the regular expressions it replaced, on ASCII and on the
    /// Unicode cases their classes decide (word boundaries after marks and letters, ICU's white space, a value ending
    /// in a line terminator).
    func testAssignmentsAreReadAsTheRegularExpressionReadsThem() throws {
        let assignment = try NSRegularExpression(
            pattern: #"(?<!let )(?<!var )\b([A-Za-z_][A-Za-z0-9_]*)\s*[-+*/]?=(?!=)\s*([^\n;{}]*)"#)
        let copied = try NSRegularExpression(pattern: #"^[A-Za-z_][A-Za-z0-9_.?!]*\s*$"#)
        func expected(_ code: String) -> [String] {
            let text = code as NSString
            return assignment.matches(in: code, range: NSRange(location: 0, length: text.length)).map { match in
                text.substring(with: match.range(at: 1)) + " := "
                    + text.substring(with: match.range(at: 2)).trimmingCharacters(in: .whitespaces)
            }
        }
        let codes = [
            "percent = 0.93", "self.result = try compute(a, b)", "message = \"Saved\"; total += price * 2",
            "if let last = items.last { send(last) }", "let total = a + b\nif a == b, c != d, e <= f { }",
            "guard var x = y else { return }", "let  spaced = 1", "x\n= 1", "y =\n  value\n", "z =\n}",
            "a -= 1; b *= 2; c /= 3; d %= 4", "e === f", "g = = h", "1abc = 2", "_private = true",
            "naïve = 1", "éa = 1", "e\u{301}a = 1", "\u{200D}a = 1", "a\u{200B}b = 2", "k\u{A0}= 1",
            "m =\u{3000}value", "n\u{0B}= 1", "p = q\r\nr = s", "t = \"a;b\"", "u = {", "v = 한글 값 ",
            "w = 😀 smile", "😀x = 1", "x = a == b ? c : d", "count+=1", "y=-1", "arr[0] = 1", "dict[\"k\"] = v",
            "= orphan", "lonely =", "",
        ]
        for code in codes {
            XCTAssertEqual(ButtonAssignments.assignedValues(in: code).map { "\($0.name) := \($0.value)" },
                           expected(code), code)
        }
        let values = ["item", "model.value", "nil", "a?.b!", "x \n", "x\u{0B}", "x\u{85}", "x\r\n", "x\u{2028}",
                      "x y", "1x", "", "_a.b", "f()", "x\u{0B}\u{0B}", "é"]
        for value in values {
            let matches = copied.firstMatch(in: value, range: NSRange(location: 0, length: (value as NSString).length))
            XCTAssertEqual(AssignmentScan.isCopiedValue(value), matches != nil, value.debugDescription)
        }
    }

    func testButtonAssignmentsFollowTheTypesFunctionsPerButton() {
        let tree = parse("""
            struct Calculator: View {
                @State private var percent: Double?
                var body: some View {
                    VStack {
                        Button("Calculate") { calculate() }
                        Button("Clear") { percent = nil }
                    }
                }
                func calculate() { percent = ratio() * 100 }
            }
            """)
        let actions = tree.buttonAssignments(inTypeNamed: "Calculator").actions
        XCTAssertEqual(actions.count, 2)
        XCTAssertEqual(actions.map(\.assigned), [["percent"], ["percent"]])
        XCTAssertEqual(actions.map(\.produced), [["percent"], []])
        XCTAssertTrue(tree.isStoredProperty("percent", ofTypeNamed: "Calculator"))
        XCTAssertFalse(tree.isStoredProperty("body", ofTypeNamed: "Calculator"), "computed")
    }

    func testLiteralSchemes() {
        XCTAssertEqual(PinnedAppearance.literalScheme(.member(base: nil, name: "light")), "light")
        XCTAssertEqual(PinnedAppearance.literalScheme(.member(base: .identifier("ColorScheme"), name: "dark")), "dark")
        XCTAssertNil(PinnedAppearance.literalScheme(.member(base: .identifier("theme"), name: "dark")))
        XCTAssertNil(PinnedAppearance.literalScheme(.identifier("nil")))
        XCTAssertTrue(PinnedAppearance.overridesInterfaceStyleToLight("window.overrideUserInterfaceStyle = .light"))
        XCTAssertFalse(PinnedAppearance.overridesInterfaceStyleToLight("window.overrideUserInterfaceStyle = style"))
    }

    func testAssignedValueNames() {
        XCTAssertEqual(Adjustment.assignedName("volume = min(1, x)"), "volume")
        XCTAssertEqual(Adjustment.assignedName("self.progress += 0.1"), "progress")
        XCTAssertNil(Adjustment.assignedName("a == b"))
        XCTAssertNil(Adjustment.assignedName("model.value = 1"))
        XCTAssertTrue(Adjustment.promisesAdjusting("Swipe up or down to adjust"))
        XCTAssertFalse(Adjustment.promisesAdjusting("Adjusts the volume"))
    }

    func testPresentingBindingIsASimpleName() {
        let tree = parse("""
            struct A: View {
                var body: some View {
                    Text("a").fullScreenCover(isPresented: $showPlayer) { Text("b") }
                    Text("c").fullScreenCover(item: $store.scope(state: \\.x, action: \\.y)) { _ in Text("d") }
                }
            }
            """)
        let covers = tree.modifierUses(named: "fullScreenCover")
        XCTAssertEqual(covers.count, 2)
        XCTAssertEqual(ModalEscape.presentingBinding(of: covers[0], in: tree), "showPlayer")
        XCTAssertNil(ModalEscape.presentingBinding(of: covers[1], in: tree))
    }

    private func parse(_ code: String) -> ViewTree {
        ViewTreeParser.parse(Lexer.lex(code))
    }
}
