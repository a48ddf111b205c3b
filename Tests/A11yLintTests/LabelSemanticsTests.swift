import XCTest
@testable import A11yLint
import RuleEngine
import SwiftLexer

/// The shared label semantics (`labelEvidence(for:)`, `isHidden`, the control table): first on trees built by
/// hand, independent of the parser, then on parsed source for the shapes real code takes.
final class LabelSemanticsTests: XCTestCase {
    func testIconOnlyButtonLabelIsAbsent() {
        var tree = TreeBuilder()
        let button = tree.call("Button", in: tree.root, arguments: [.init(label: "action", value: .identifier("delete"))])
        let label = tree.closure(in: button, label: nil)
        let image = tree.call("Image", in: label, arguments: [.init(label: "systemName", value: .string(.init(text: "trash", isInterpolated: false)))])
        let context = tree.context()
        XCTAssertEqual(context.labelEvidence(for: button), .absent(.imageOnly([image])))
    }

    func testAccessibilityLabelOnButtonIsPresent() {
        var tree = TreeBuilder()
        let button = tree.call("Button", in: tree.root)
        tree.closure(in: button, label: nil)
        let label = tree.closure(in: button, label: "label")
        tree.call("Image", in: label, arguments: [.init(label: nil, value: .string(.init(text: "ic_trash", isInterpolated: false)))])
        let modifier = tree.modifier("accessibilityLabel", in: button, arguments: [.init(label: nil, value: .identifier("title"))])
        XCTAssertEqual(tree.context().labelEvidence(for: button), .present(.accessibilityLabel(modifier)))
    }

    func testNonLiteralTitleIsALabel() {
        var tree = TreeBuilder()
        let toggle = tree.call("Toggle", in: tree.root, arguments: [.init(label: nil, value: .identifier("title")),
                                                                     .init(label: "isOn", value: .identifier("$isOn"))])
        XCTAssertEqual(tree.context().labelEvidence(for: toggle), .present(.title(.nonLiteral)))
    }

    func testBlankTitleIsEmpty() {
        var tree = TreeBuilder()
        let field = tree.call("TextField", in: tree.root, arguments: [.init(label: nil, value: .string(.init(text: " ", isInterpolated: false))),
                                                                       .init(label: "text", value: .identifier("$name"))])
        tree.modifier("labelsHidden", in: field)
        XCTAssertEqual(tree.context().labelEvidence(for: field), .absent(.empty))
    }

    func testHiddenAncestorExemptsImage() {
        var tree = TreeBuilder()
        let stack = tree.call("HStack", in: tree.root)
        let content = tree.closure(in: stack, label: nil)
        let image = tree.call("Image", in: content, arguments: [.init(label: "systemName", value: .string(.init(text: "star", isInterpolated: false)))])
        tree.modifier("accessibilityHidden", in: stack, arguments: [.init(label: nil, value: .bool(true))])
        let built = tree.context()
        XCTAssertTrue(built.tree.isHidden(image))
        XCTAssertEqual(built.labelEvidence(for: image), .present(.hidden(stack)))
    }

    func testConditionalHidingIsUnknown() {
        var tree = TreeBuilder()
        let image = tree.call("Image", in: tree.root, arguments: [.init(label: "systemName", value: .identifier("icon"))])
        tree.modifier("accessibilityHidden", in: image, arguments: [.init(label: nil, value: .identifier("isDecorative"))])
        let built = tree.context()
        XCTAssertFalse(built.tree.isHidden(image))
        XCTAssertTrue(built.tree.mayBeHidden(image))
        XCTAssertEqual(built.labelEvidence(for: image).evidence, .unknown)
    }

    func testLabelIconIsNamedByTheTitle() {
        var tree = TreeBuilder()
        let label = tree.call("Label", in: tree.root)
        tree.closure(in: label, label: nil)
        let icon = tree.closure(in: label, label: "icon")
        let image = tree.call("Image", in: icon, arguments: [.init(label: nil, value: .string(.init(text: "logo", isInterpolated: false)))])
        XCTAssertEqual(tree.context().labelEvidence(for: image), .present(.labelIcon(label)))
    }

    func testDecorativeAndLabelledImages() {
        var tree = TreeBuilder()
        let decorative = tree.call("Image", in: tree.root, arguments: [.init(label: "decorative", value: .string(.init(text: "bg", isInterpolated: false)))])
        let labelled = tree.call("Image", in: tree.root, arguments: [
            .init(label: nil, value: .string(.init(text: "chart", isInterpolated: false))),
            .init(label: "label", value: .call(callee: .identifier("Text"), arguments: [.init(label: nil, value: .string(.init(text: "Sales", isInterpolated: false)))], trailingClosures: [])),
        ])
        let context = tree.context()
        XCTAssertEqual(context.labelEvidence(for: decorative), .present(.decorativeImage))
        XCTAssertEqual(context.labelEvidence(for: labelled), .present(.imageLabelArgument))
    }

    func testGroupingAncestor() {
        var tree = TreeBuilder()
        let stack = tree.call("VStack", in: tree.root)
        let content = tree.closure(in: stack, label: nil)
        let image = tree.call("Image", in: content, arguments: [.init(label: "systemName", value: .string(.init(text: "flame", isInterpolated: false)))])
        tree.modifier("accessibilityElement", in: stack, arguments: [.init(label: "children", value: .member(base: nil, name: "ignore"))])
        XCTAssertEqual(tree.context().labelEvidence(for: image), .present(.ignoredByGroup(stack)))
        XCTAssertEqual(tree.context().labelEvidence(for: stack), .absent(.none))
    }

    func testHelperUseSiteLabelCounts() {
        var tree = TreeBuilder()
        let type = tree.add(.typeDecl, "Toolbar", in: tree.root)
        let body = tree.add(.property, "body", in: type)
        let use = tree.add(.reference, "closeButton", in: body)
        let modifier = tree.modifier("accessibilityLabel", in: use, arguments: [.init(label: nil, value: .string(.init(text: "Close", isInterpolated: false)))])
        let helper = tree.add(.property, "closeButton", in: type)
        let button = tree.call("Button", in: helper, arguments: [.init(label: "action", value: .identifier("dismiss"))])
        let label = tree.closure(in: button, label: nil)
        tree.call("Image", in: label, arguments: [.init(label: "systemName", value: .string(.init(text: "xmark", isInterpolated: false)))])
        XCTAssertEqual(tree.context().labelEvidence(for: button), .present(.accessibilityLabel(modifier)))
    }

    func testControlTable() {
        var tree = TreeBuilder()
        let menu = tree.call("Menu", in: tree.root)
        let content = tree.closure(in: menu, label: nil)
        let label = tree.closure(in: menu, label: "label")
        let built = tree.context().tree
        XCTAssertEqual(built.controlSpec(of: menu)?.role, .menu)
        XCTAssertEqual(built.labelClosure(of: menu, spec: ControlSpec.all["Menu"]!), label)
        XCTAssertNotEqual(built.labelClosure(of: menu, spec: ControlSpec.all["Menu"]!), content)
        XCTAssertNil(built.controlSpec(of: content))
    }

    // MARK: On parsed source

    func testArgumentClosuresAreFoundByTheirArgumentLabel() {
        let context = Self.context(parsing: """
            struct A: View {
                var body: some View {
                    Button(action: { save() }, label: { Image(systemName: "tray") })
                    Button(action: { save() }, label: { Label("Save", systemImage: "tray") })
                }
            }
            """)
        let buttons = Self.calls(named: "Button", in: context.tree)
        XCTAssertEqual(buttons.count, 2)
        XCTAssertEqual(context.labelEvidence(for: buttons[0]).evidence, .absent)
        XCTAssertEqual(context.labelEvidence(for: buttons[1]), .present(.visibleText))
    }

    func testHelperInExtensionIsLabelledWhereItIsUsed() {
        let context = Self.context(parsing: """
            struct Player: View {
                var body: some View {
                    VStack {
                        closeButton
                            .accessibilityHidden(true)
                    }
                }
            }

            extension Player {
                var closeButton: some View {
                    Button(action: dismiss) { Image(systemName: "xmark") }
                }
            }
            """)
        let button = Self.calls(named: "Button", in: context.tree)[0]
        XCTAssertTrue(context.tree.isHidden(button))
        XCTAssertEqual(context.labelEvidence(for: button).evidence, .present)
    }

    func testTabAndLabeledContentTitles() {
        let context = Self.context(parsing: """
            struct Root: View {
                var body: some View {
                    TabView {
                        Tab("Home", systemImage: "house", value: 0) { HomeView() }
                    }
                    LabeledContent("Returned") {
                        TextField("", text: $returned)
                    }
                }
            }
            """)
        let tab = Self.calls(named: "Tab", in: context.tree)[0]
        let field = Self.calls(named: "TextField", in: context.tree)[0]
        XCTAssertEqual(context.labelEvidence(for: tab), .present(.title(.literal("Home"))))
        XCTAssertEqual(context.labelEvidence(for: field).source,
                       .labeledContent(Self.calls(named: "LabeledContent", in: context.tree)[0]))
    }

    func testStoredPropertyLabelIsUnknown() {
        let context = Self.context(parsing: """
            struct Accessory: View {
                let icon: Image
                var body: some View {
                    Button(action: run) { icon }
                }
            }
            """)
        let button = Self.calls(named: "Button", in: context.tree)[0]
        XCTAssertEqual(context.labelEvidence(for: button).evidence, .unknown)
    }

    /// Issue 18: a label, hiding or grouping on a `NavigationLink` names the link; the screen it opens — a
    /// `destination:` argument, a destination closure — is judged on its own, as are a `Menu`'s items.
    func testNavigationLinkDestinationDoesNotInheritTheLinksScope() {
        let context = Self.context(parsing: """
            struct Rows: View {
                var body: some View {
                    List {
                        NavigationLink(destination: FilterScreen()) { Image("ic_filters") }
                            .accessibilityLabel("Filters")
                        NavigationLink("Share") { Button(action: share) { Image("ic_share") } }
                            .accessibilityHidden(true)
                        NavigationLink { Button(action: pin) { Image("ic_pin") } } label: { Text("Pin") }
                            .accessibilityElement(children: .combine)
                            .accessibilityLabel("Pins")
                        Menu("More") { Button(action: flag) { Image("ic_flag") } }
                            .accessibilityLabel("More actions")
                    }
                }
            }

            struct FilterScreen: View {
                var body: some View {
                    Button(action: reset) { Image("ic_reset") }
                }
            }
            """)
        let tree = context.tree
        let buttons = Self.calls(named: "Button", in: tree)
        XCTAssertEqual(buttons.count, 4)
        for button in buttons {
            XCTAssertEqual(context.labelEvidence(for: button).evidence, .absent, tree.text(in: tree[button].range))
            XCTAssertFalse(tree.mayBeHidden(button), tree.text(in: tree[button].range))
            XCTAssertTrue(tree.effectiveModifiers(of: button, withinPresentation: true).isEmpty,
                          tree.text(in: tree[button].range))
        }
        // The link's own label still names the image it shows.
        let linkImage = Self.calls(named: "Image", in: tree)[0]
        XCTAssertEqual(context.labelEvidence(for: linkImage).evidence, .present)
    }

    /// Issue 18: `.accessibilityElement(children: .contain)` keeps the children separate, so a label on the
    /// container names the container, not them.
    func testContainLabelDoesNotNameTheChildren() {
        let context = Self.context(parsing: """
            struct Scores: View {
                var body: some View {
                    VStack {
                        HStack { Text("Home"); Text(home) }
                            .accessibilityElement(children: .ignore)
                    }
                    .accessibilityElement(children: .contain)
                    .accessibilityLabel("Scores")
                }
            }
            """)
        let row = Self.calls(named: "HStack", in: context.tree)[0]
        XCTAssertEqual(context.labelEvidence(for: row).evidence, .absent)
    }

    /// `Image(systemName: style.rawValue)` shows one of the enum's raw values: written literals, or case names.
    func testImageNamedByStringEnumRawValue() {
        let context = Self.context(parsing: """
            struct StyledButton: View {
                enum Style: String {
                    case plus, `repeat`
                    case remove = "minus.circle"
                    var tint: Color {
                        switch self {
                        case .plus: return .green
                        default: return .red
                        }
                    }
                }
                enum Size: Int { case small = 1 }
                enum Icon: String { case badge = "star\\(suffix)" }
                let style: Style
                let size: Size
                let icon: Icon
                var body: some View {
                    Image(systemName: style.rawValue)
                    Image(systemName: self.style.rawValue)
                    Image(systemName: size.rawValue)
                    Image(systemName: icon.rawValue)
                }
            }
            """)
        let images = Self.calls(named: "Image", in: context.tree)
        XCTAssertEqual(context.tree.imageSource(of: images[0]), .symbols(["plus", "repeat", "minus.circle"]))
        XCTAssertEqual(context.tree.imageSource(of: images[1]), .symbols(["plus", "repeat", "minus.circle"]))
        XCTAssertEqual(context.tree.imageSource(of: images[2]), .variable("size.rawValue"), "not a String enum")
        XCTAssertEqual(context.tree.imageSource(of: images[3]), .variable("icon.rawValue"), "interpolated")
    }

    /// String constants of every linted file name images; a name two declarations give different values is unsure.
    func testStringConstantsAcrossFiles() {
        let symbols = ViewTreeParser.parse(Lexer.lex("""
            struct AppSymbols { static let new = "plus"; static var mutable = "gear"; let instance = "x" }
            enum StopSymbols: String { case close = "xmark.circle", refresh }
            """))
        let other = ViewTreeParser.parse(Lexer.lex("""
            enum DialogSymbols: String { case close = "xmark" }
            """))
        let index = ProjectIndex.build(trees: [("Symbols.swift", symbols), ("Other.swift", other)],
                                       configuration: Configuration())
        XCTAssertEqual(index.stringConstant(named: "AppSymbols.new"), "plus")
        XCTAssertNil(index.stringConstant(named: "AppSymbols.mutable"), "a var may change")
        XCTAssertNil(index.stringConstant(named: "AppSymbols.instance"), "not a static member")
        XCTAssertEqual(index.stringConstant(named: "StopSymbols.close"), "xmark.circle")
        XCTAssertEqual(index.stringConstant(named: ".refresh"), "refresh")
        XCTAssertNil(index.stringConstant(named: ".close"), "two enums' cases differ")
    }

    private static func context(parsing source: String) -> LintContext {
        LintContext(path: "Parsed.swift", tree: ViewTreeParser.parse(Lexer.lex(source)), index: .empty,
                    configuration: Configuration(), platforms: [])
    }

    private static func calls(named name: String, in tree: ViewTree) -> [NodeID] {
        tree.allIDs.filter { tree[$0].kind == .call && tree[$0].name == name }
    }
}

/// Builds a `ViewTree` node by node (ranges are not used by the semantics under test).
struct TreeBuilder {
    private(set) var nodes: [Node] = [Node(kind: .file, name: "", range: 0..<0, nameRange: 0..<0, parent: nil)]
    let root = NodeID(0)

    @discardableResult
    mutating func add(_ kind: NodeKind, _ name: String, in parent: NodeID, arguments: [Argument] = [],
                      label: String? = nil) -> NodeID {
        let id = NodeID(nodes.count)
        var decl: DeclInfo?
        if kind == .property {
            decl = .property(PropertyInfo(bindingKeyword: "var", isStatic: false, attributes: [], typeText: "some View",
                                          initializer: nil, isComputed: true))
        }
        nodes.append(Node(kind: kind, name: name, range: 0..<0, nameRange: 0..<0, parent: parent,
                          arguments: arguments, label: label, decl: decl))
        return id
    }

    @discardableResult
    mutating func call(_ name: String, in parent: NodeID, arguments: [Argument] = []) -> NodeID {
        add(.call, name, in: parent, arguments: arguments)
    }

    @discardableResult
    mutating func closure(in parent: NodeID, label: String?) -> NodeID {
        add(.closure, "", in: parent, label: label)
    }

    @discardableResult
    mutating func modifier(_ name: String, in parent: NodeID, arguments: [Argument] = []) -> NodeID {
        add(.modifier, name, in: parent, arguments: arguments)
    }

    func context() -> LintContext {
        LintContext(path: "Built.swift", tree: ViewTree(source: Lexer.lex(""), nodes: nodes), index: .empty,
                    configuration: Configuration(), platforms: [])
    }
}

extension Argument {
    init(label: String?, value: Expr) { self.init(label: label, value: value, range: 0..<0) }
}
