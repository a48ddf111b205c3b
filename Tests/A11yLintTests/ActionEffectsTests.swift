import XCTest
@testable import A11yLint
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

    func testLogsAreKeptApart() {
        XCTAssertEqual(effects("print(user)"), ["log:print"])
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
}
