import XCTest
@testable import A11yLint
import RuleEngine
import SwiftLexer

/// Effect keys: the same function written twice compares equal; conditions, wrappers and animation are not effects.
final class ActionEffectsTests: XCTestCase {
    private func effects(_ code: String) -> Set<String> {
        let tree = ViewTreeParser.parse(Lexer.lex(Array(code.utf8)))
        return tree.actionEffects(in: 0..<code.utf8.count)
    }

    func testAssignmentsAndCallsAreKeyedByMemberAndArguments() {
        XCTAssertEqual(effects("""
            if textEditing.enabled { self.isShowingSettings = true }
            withAnimation(.spring()) { editor.temporaryTab = nil }
            Task { await routerPath.navigate(to: .account(id: account.id)) }
            count += 1
            """), ["isShowingSettings=true", "temporaryTab=nil", "routerPath.navigate(to:.account(id:account.id))",
                   "count+=1"])
        XCTAssertEqual(effects("self?.model.reload()"), ["model.reload()"])
    }

    func testFunctionReferencesAreCalls() {
        XCTAssertEqual(effects("doubleTapAction"), ["doubleTapAction()"])
        XCTAssertEqual(effects("Button(\"Zoom\", action: doubleTapAction)"), ["doubleTapAction()", "Button(\"Zoom\",action:doubleTapAction)"])
    }

    /// Regression: a member spelled like a keyword ended the path, so `UIApplication.shared.open(url)` was no call.
    func testMemberSpelledLikeAKeywordContinuesThePath() {
        XCTAssertEqual(effects("UIApplication.shared.open(url)"), ["shared.open(url)"])
        XCTAssertEqual(effects("NSWorkspace.shared.open(homepage)"), ["shared.open(homepage)"])
    }

    private func opensWebPagesOnly(_ code: String, action: String) -> Bool {
        let tree = ViewTreeParser.parse(Lexer.lex(Array(code.utf8)))
        guard let start = code.range(of: action).map({ code.utf8.distance(from: code.startIndex, to: $0.lowerBound) }),
              let button = tree.calls(.button).first else { return false }
        return tree.onlyOpensWebPages(in: start..<(start + action.utf8.count), near: button)
    }

    func testWebPagesAreHttpAddressesWrittenInTheActionOrTheType() {
        let type = """
            struct V: View {
                let site = URL(string: "https://example.org")!
                let mail = URL(string: "mailto:a@example.org")!
                var body: some View { Button("A") { } }
            }
            """
        for (action, expected) in [
            ("openURL(URL(string: \"https://example.com/a\")!)", true),
            ("openURL(URL(string: \"HTTP://example.com\")!)", true),
            ("if let url = URL(string: \"https://x.org\") { UIApplication.shared.open(url) }", true),
            ("openURL(site)", true),
            ("openURL(mail)", false),
            ("openURL(URL(string: UIApplication.openSettingsURLString)!)", false),
            ("openURL(item.url)", false),
            ("print(1); openURL(site)", true),
            ("print(1)", false),
            ("dismiss(); openURL(site)", false),
        ] {
            let code = type.replacingOccurrences(of: "Button(\"A\") { }", with: "Button(\"A\") { \(action) }")
            XCTAssertEqual(opensWebPagesOnly(code, action: action), expected, action)
        }
    }

    func testLogsAreKeptApart() {
        XCTAssertEqual(effects("print(user)"), ["log:print"])
        XCTAssertEqual(effects("print(\"row \\(user.id)\")"), ["log:print"])
        XCTAssertEqual(effects("print(\"tapped\")"), ["log:print:message"])
        // Regression: an optional closure called after a log was no call, so the action seemed only to log.
        XCTAssertEqual(effects("print(\"pressed \\(habit.name)\"); onLongPress?()"), ["log:print", "onLongPress()"])
        XCTAssertEqual(effects("handler!(item)"), ["handler(item)"])
    }

    func testRubberBandAndCommittedDrag() {
        let code = """
            struct V: View {
                var body: some View {
                    A().gesture(DragGesture().onChanged { offset = $0.translation }.onEnded { _ in withAnimation { offset = .zero } })
                    B().gesture(DragGesture().onChanged { offset = $0.translation }.onEnded { _ in offset = .zero; next() })
                }
            }
            """
        let tree = ViewTreeParser.parse(Lexer.lex(Array(code.utf8)))
        let gestures = tree.allIDs.filter { tree[$0].kind == .modifier && tree[$0].name == "gesture" }
        XCTAssertEqual(gestures.map(tree.isRubberBandDrag), [true, false])
    }

    /// A custom context-menu modifier declared in another file is seen through the project index.
    func testCustomModifierInAnotherFileOffersItsMenu() {
        let files = [
            ("Menu.swift", """
                extension View {
                    func tabMenu(for tab: Tab) -> some View { modifier(TabMenu(tab: tab)) }
                }
                """),
            ("TabMenu.swift", """
                struct TabMenu: ViewModifier {
                    func body(content: Content) -> some View {
                        content.contextMenu { Button("Keep Open") { tabs.temporaryTab = nil } }
                    }
                }
                """),
            ("Tab.swift", """
                struct TabItem: View {
                    var body: some View {
                        TabLabel().onTapGesture(count: 2) { editor.temporaryTab = nil }.tabMenu(for: tab)
                        TabLabel().onTapGesture(count: 2) { editor.pinned = tab }.tabMenu(for: tab)
                    }
                }
                """),
        ].map { SourceInput(path: $0.0, text: $0.1) }
        let result = LintSession(catalogue: RuleCatalogue.traitRules).lint(files)
        XCTAssertEqual(result.index.actionsOffered(byModifier: "tabMenu"), ["temporaryTab=nil", "Button(\"KeepOpen\")"])
        let lines = result.findings
            .filter { $0.ruleID == "gesture-without-accessibility-action" }.map { "\($0.file):\($0.start.line)" }
        XCTAssertEqual(lines, ["Tab.swift:4"])
    }
}
