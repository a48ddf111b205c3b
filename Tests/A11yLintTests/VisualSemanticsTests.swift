import XCTest
@testable import A11yLint
import RuleEngine
import SwiftLexer

final class VisualSemanticsTests: XCTestCase {
    private func tree(_ code: String) -> ViewTree { ViewTreeParser.parse(Lexer.lex(code)) }

    private func firstCall(named name: String, in tree: ViewTree) throws -> NodeID {
        try XCTUnwrap(tree.allIDs.first { tree[$0].kind == .call && tree[$0].name == name }, "no \(name) call")
    }

    // MARK: Dynamic Type ranges

    func testDynamicTypeRangeVerdicts() {
        typealias Rule = DynamicTypeSizes
        XCTAssertEqual(Rule.judge("...DynamicTypeSize.xxxLarge"), .capped(atMost: "xxxLarge"))
        XCTAssertEqual(Rule.judge(".xSmall ... .large"), .capped(atMost: "large"))
        XCTAssertEqual(Rule.judge("..<DynamicTypeSize.accessibility1"), .capped(atMost: "xxxLarge"))
        XCTAssertEqual(Rule.judge(".medium"), .pinned)
        XCTAssertEqual(Rule.judge("...(.xxLarge)"), .capped(atMost: "xxLarge"))
        XCTAssertNil(Rule.judge("...DynamicTypeSize.accessibility3"))
        XCTAssertNil(Rule.judge("..<DynamicTypeSize.accessibility2"))
        XCTAssertNil(Rule.judge(".large..."))
        XCTAssertNil(Rule.judge("range"))
    }

    // MARK: Motion

    func testConstantExpressionsAreNotState() {
        XCTAssertTrue(VisualMotionScope.isConstant(.number(1.2, text: "1.2")))
        XCTAssertTrue(VisualMotionScope.isConstant(.call(callee: .member(base: nil, name: "degrees"),
            arguments: [Argument(label: nil, value: .number(45, text: "45"), range: 0..<0)], trailingClosures: [])))
        XCTAssertFalse(VisualMotionScope.isConstant(.identifier("dragOffset")))
        XCTAssertFalse(VisualMotionScope.isConstant(.other("isPressed ? 0.9 : 1")))
    }

    func testLiteralTernary() throws {
        let (first, second) = try XCTUnwrap(VisualMotionScope.literalTernary("configuration.isPressed ? 0.8 : 1.0"))
        XCTAssertEqual(first, 0.8)
        XCTAssertEqual(second, 1.0)
        XCTAssertNil(VisualMotionScope.literalTernary("isOn ? scale : 1"))
    }

    func testReduceMotionReadInAnExtensionCoversTheType() throws {
        let code = """
            struct Pulse: View {
                @State private var on = false
                var body: some View { Circle().scaleEffect(on ? 2 : 1).animation(.spring(), value: on) }
            }
            extension Pulse {
                var reduce: Bool { UIAccessibility.isReduceMotionEnabled }
            }
            """
        let tree = tree(code)
        let scope = VisualMotionScope.of(try firstCall(named: "Circle", in: tree), in: tree, readers: ReduceMotionReaders(tree))
        XCTAssertTrue(scope.readsReduceMotion)
        XCTAssertFalse(scope.callerHandlesReduceMotion)
        let motion = scope.motion(of: tree)
        XCTAssertTrue(motion.moves)
        XCTAssertFalse(motion.rotatesIn3D)
    }

    // MARK: Contrast context

    func testContrastContextStacksTranslucentBackgrounds() throws {
        let code = """
            struct Card: View {
                var body: some View {
                    VStack {
                        Text("Hi").foregroundColor(.white).background(Color.black.opacity(0.5))
                    }
                    .background(Color.white)
                }
            }
            """
        let tree = tree(code)
        let context = try XCTUnwrap(VisualContrastContext.resolve(for: try firstCall(named: "Text", in: tree), in: tree))
        XCTAssertEqual(context.background.hexDescription, "#808080")
        XCTAssertEqual(context.foreground, .white)
        XCTAssertEqual(context.isLargeText, false)
    }

    func testContrastContextIsUnknownBehindAStyledButton() throws {
        let code = """
            struct Screen: View {
                var body: some View {
                    VStack {
                        Button("Go") {}.buttonStyle(.borderedProminent).foregroundColor(.white)
                    }
                    .background(Color.white)
                }
            }
            """
        let tree = tree(code)
        XCTAssertNil(VisualContrastContext.resolve(for: try firstCall(named: "Button", in: tree), in: tree))
    }

    func testLargeTextClassification() throws {
        let code = """
            struct Sizes: View {
                var body: some View {
                    ZStack {
                        Color.white
                        VStack {
                            Text("a").font(.system(size: 14, weight: .bold)).foregroundColor(.gray)
                            Text("b").font(.system(size: 14)).foregroundColor(.gray)
                            Text("c").font(Typography.body).foregroundColor(.gray)
                        }
                    }
                }
            }
            """
        let tree = tree(code)
        let texts = tree.allIDs.filter { tree[$0].kind == .call && tree[$0].name == "Text" }
        let classes = texts.map { VisualContrastContext.resolve(for: $0, in: tree)?.isLargeText }
        XCTAssertEqual(classes, [true, false, nil])
    }

    // MARK: Options

    func testSmallTouchTargetMinimumOption() {
        let code = """
            struct Swatch: View {
                var body: some View {
                    Circle().frame(width: 44, height: 44).onTapGesture { pick() }
                }
            }
            """
        func findings(minimum: Int?) -> Int {
            var configuration = Configuration()
            if let minimum { configuration.ruleOptions["small-touch-target"] = ["minimum": .integer(minimum)] }
            let linter = Linter(configuration: configuration, catalogue: [SmallTouchTargetRule.self])
            return linter.lint(path: "Swatch.swift", bytes: Array(code.utf8)).count
        }
        XCTAssertEqual(findings(minimum: nil), 0)
        XCTAssertEqual(findings(minimum: 48), 1)
    }
}
