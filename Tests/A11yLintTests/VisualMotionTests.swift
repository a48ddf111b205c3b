import XCTest
@testable import A11yLint
import RuleEngine
import SwiftLexer

/// Reduce Motion: which reads cover which animation (issue 18) and which motion the setting does not ask to
/// remove (issue 16, capability 7).
final class VisualMotionTests: XCTestCase {
    private func tree(_ code: String) -> ViewTree { ViewTreeParser.parse(Lexer.lex(code)) }

    private func findings(_ code: String) -> [Finding] {
        Linter(configuration: Configuration(), platforms: ["ios"], catalogue: [AnimationIgnoresReduceMotionRule.self])
            .lint(path: "Motion.swift", bytes: Array(code.utf8))
    }

    private func scope(of code: String) -> (ViewTree, VisualMotionScope) {
        let tree = tree(code)
        let body = tree.allIDs.first { tree[$0].kind == .property && tree[$0].name == "body" } ?? tree.root
        return (tree, VisualMotionScope.of(body, in: tree, readers: ReduceMotionReaders(tree)))
    }

    private func node(_ kind: NodeKind, _ name: String, in tree: ViewTree) throws -> NodeID {
        try XCTUnwrap(tree.allIDs.first { tree[$0].kind == kind && tree[$0].name == name }, "no \(name)")
    }

    // Issue 18: a read for one animation does not cover an unguarded one beside it (0 of 7 injected defects).
    func testUnguardedAnimationBesideAGuardedOneFires() throws {
        let code = """
            struct Celebration: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var isOn = false

                var body: some View {
                    VStack {
                        Trophy().scaleEffect(isOn ? 1.5 : 1).animation(reduceMotion ? nil : .bouncy, value: isOn)
                        Stars().rotationEffect(.degrees(isOn ? 180 : 0)).animation(.spring(), value: isOn)
                    }
                    .onTapGesture { withAnimation(.spring()) { isOn.toggle() } }
                }
            }
            """
        let found = findings(code)
        XCTAssertEqual(found.map(\.start.line), [8, 10])
        let message = try XCTUnwrap(found.first?.message)
        XCTAssertTrue(message.contains("reads Reduce Motion for another animation, but not for this one"), message)
    }

    func testGuardsThatCoverAnAnimation() {
        let code = """
            struct Guards: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var a = false
                @State private var b = false
                @State private var c = false
                @State private var d = false
                private var springUnlessReduced: Animation? { reduceMotion ? nil : .spring() }

                var body: some View {
                    VStack {
                        Dot().scaleEffect(a ? 2 : 1)
                        Dot().scaleEffect(b ? 2 : 1).animation(.spring(), value: b)
                        Dot().scaleEffect(c ? 2 : 1).animation(springUnlessReduced, value: c)
                        Dot().scaleEffect(d ? 2 : 1)
                            .animation(.spring(), value: d)
                            .transaction { if reduceMotion { $0.animation = nil } }
                        if reduceMotion {
                            Dot()
                        } else {
                            Dot().offset(x: a ? 100 : 0).animation(.spring(), value: a)
                        }
                    }
                    .onAppear {
                        guard !reduceMotion else { return }
                        withAnimation(.spring()) { a = true }
                        b = true
                    }
                }
            }
            """
        XCTAssertEqual(findings(code).map(\.start.line), [])
    }

    func testScalingTransitionsFromNinetyPercentAreSubtle() throws {
        let code = """
            struct T: View {
                var body: some View {
                    VStack {
                        A().transition(.scale)
                        B().transition(.scale(scale: 0.95).combined(with: .opacity))
                        C().transition(.asymmetric(insertion: .scale(scale: 0.5), removal: .opacity))
                        D().transition(AnyTransition.scale(scale: 0.9, anchor: .top))
                        E().transition(.move(edge: .bottom).combined(with: .opacity))
                    }
                }
            }
            """
        let tree = tree(code)
        let verdicts = tree.allIDs.filter { tree[$0].kind == .modifier && tree[$0].name == "transition" }
            .map { VisualMotionScope.isScalingTransition($0, in: tree) }
        XCTAssertEqual(verdicts, [true, false, true, false, false])
    }

    func testStateChangedFollowsFunctionsMutationsAndDismissal() throws {
        let code = """
            struct S: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var items: [Int] = []
                @State private var flag = false

                var body: some View {
                    VStack {
                        Button("a") { withAnimation { add() } }
                        Button("b") { withAnimation { dismiss() } }
                        Button("c") { withAnimation { items.append(1); save() } }
                    }
                }

                func add() { items.append(2); flag.toggle() }
            }
            """
        let (tree, scope) = scope(of: code)
        let calls = tree.allIDs.filter { tree[$0].kind == .call && tree[$0].name == "withAnimation" }
        XCTAssertEqual(calls.map { scope.stateChanged(by: $0, in: tree) }, [["items", "flag"], [], nil])
    }

    func testChangesStartedByTheUser() {
        let code = """
            struct U: View {
                @State private var tapped = 0
                @State private var saved = false
                @State private var loaded = false
                @State private var later = false

                var body: some View {
                    VStack {
                        Button("Save", action: save)
                        Text("x").onTapGesture { tapped += 1 }
                    }
                    .onAppear {
                        loaded = true
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { later = true }
                    }
                }

                func save() { saved = true }
            }
            """
        let (_, scope) = scope(of: code)
        XCTAssertTrue(scope.guards.changesAreUserInitiated(["tapped"]))
        XCTAssertTrue(scope.guards.changesAreUserInitiated(["saved"]))
        XCTAssertFalse(scope.guards.changesAreUserInitiated(["loaded"]))
        XCTAssertFalse(scope.guards.changesAreUserInitiated(["later"]))
        XCTAssertFalse(scope.guards.changesAreUserInitiated(["unknown"]))
    }

    // Capability 7: a small spinner turns like ProgressView; a large one or one that also scales is reported, and
    // an arc whose size the file does not say is a spinner.
    func testOnlySmallSpinnersAreExempt() {
        let code = """
            struct Spinners: View {
                @State private var on = false

                var body: some View {
                    VStack {
                        Image(systemName: "arrow.triangle.2.circlepath")
                            .rotationEffect(.degrees(on ? 360 : 0))
                            .animation(.linear.repeatForever(autoreverses: false), value: on)
                        Circle().trim(from: 0, to: 0.6).stroke()
                            .rotationEffect(.degrees(on ? 360 : 0))
                            .frame(width: 120, height: 120)
                            .animation(.linear.repeatForever(autoreverses: false), value: on)
                        Image(systemName: "sparkle")
                            .rotationEffect(.degrees(on ? 360 : 0))
                            .scaleEffect(on ? 2 : 1)
                            .animation(.linear.repeatForever(autoreverses: false), value: on)
                        Circle().trim(from: 0, to: 0.25).stroke()
                            .rotationEffect(.degrees(on ? 360 : 0))
                            .frame(height: sizes.loader)
                            .animation(.linear.repeatForever(autoreverses: false), value: on)
                    }
                    .onAppear { on = true }
                }
            }
            """
        // The last arc's size is a theme's: an activity indicator, not reported.
        XCTAssertEqual(findings(code).map(\.start.line), [12, 16])
    }
}
