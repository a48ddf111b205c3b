@testable import A11yLint
import SwiftLexer
import XCTest

/// The questions rules ask of a tree, answered on small sources.
final class ParserNavigationTests: XCTestCase {
    func parse(_ text: String) -> ViewTree { ViewTreeParser.parse(Lexer.lex(text)) }

    /// The first node of `kind` named `name` (optionally the `occurrence`-th).
    func node(_ tree: ViewTree, _ kind: NodeKind, _ name: String, occurrence: Int = 0,
              file: StaticString = #filePath, line: UInt = #line) -> NodeID {
        let matches = tree.allIDs.filter { tree[$0].kind == kind && tree[$0].name == name }
        guard occurrence < matches.count else {
            XCTFail("no \(kind) \(name) #\(occurrence)", file: file, line: line)
            return tree.root
        }
        return matches[occurrence]
    }

    func names(_ tree: ViewTree, _ ids: [NodeID]) -> [String] { ids.map { tree[$0].name } }

    /// Code that puts every brace on a line of its own: Swift takes a `{` on the next line after a call's
    /// arguments or a name as that call's trailing closure; after a condition it is the statement's body.
    func testTrailingClosuresOnTheNextLineBelongToTheirCalls() {
        let tree = parse("""
            struct TapForm: View
            {
                var body: some View
                {
                    VStack(alignment: .leading)
                    {
                        TextField("homebrew/core", text: $name)
                            .popover(isPresented: $showsError)
                            {
                                Text("Invalid name").font(.headline)
                            }
                        if name.contains("/")
                        {
                            Text("ok")
                        }
                        Group
                        {
                            Text("grouped")
                        }
                    }
                }
                var count = 0
                {
                    didSet { print(count) }
                }
            }
            """)
        let popover = node(tree, .modifier, "popover")
        XCTAssertTrue(tree.ancestors(of: node(tree, .call, "Text", occurrence: 0)).contains(popover))
        let stack = node(tree, .call, "VStack")
        XCTAssertTrue(tree.ancestors(of: node(tree, .call, "TextField")).contains(stack))
        XCTAssertTrue(tree.ancestors(of: node(tree, .call, "Group")).contains(stack))
        XCTAssertTrue(tree.ancestors(of: node(tree, .call, "Text", occurrence: 2)).contains(node(tree, .call, "Group")))
        // The `if`'s body is its branch, not a closure of the condition's call.
        let okText = node(tree, .call, "Text", occurrence: 1)
        XCTAssertEqual(tree.parent(of: okText).map { tree[$0].kind }, .branch)
        XCTAssertTrue(tree.ancestors(of: okText).contains(node(tree, .conditional, "if")))
    }

    func testModuleQualifiedViewsAreNamedAsTheViewsTheyAre() {
        let tree = parse("""
            struct A: View {
                var body: some View {
                    SwiftUI.Button(action: {}) { SwiftUI.Image("ic_close") }
                        .foregroundStyle(SwiftUI.Color.red)
                }
            }
            """)
        let calls = tree.allIDs.filter { tree[$0].kind == .call }.map { tree[$0].name }
        XCTAssertEqual(calls, ["Button", "Image"])
    }

    /// SFSafeSymbols' typed symbols are read as the `systemName:`/`systemImage:` SwiftUI takes, so every rule that
    /// reads a symbol's name reads these too.
    func testTypedSymbolsAreReadAsTheirSymbolNames() {
        let cases = [
            "trash": "trash", "trashCircle": "trash.circle", "speakerWave2Fill": "speaker.wave.2.fill",
            "squareAndArrowUp": "square.and.arrow.up", "squareGrid2x2": "square.grid.2x2",
            "square3Layers3d": "square.3.layers.3d", "_1Circle": "1.circle", "gobackward10": "gobackward.10",
            "battery100percent": "battery.100percent", "handThumbsup": "hand.thumbsup",
        ]
        for (member, symbol) in cases {
            XCTAssertEqual(SafeSymbolNames.symbolName(ofCase: member), symbol, member)
        }
        let tree = parse("""
            struct A: View {
                var body: some View {
                    Image(systemSymbol: .xmarkCircleFill)
                    Image(systemSymbol: isMuted ? .speakerSlashFill : .speakerWave3)
                    Image(systemSymbol: SFSymbol.gearshape)
                    Image(systemSymbol: item?.symbol)
                    Label("Delete", systemSymbol: .trash)
                    Image(uiImage: UIImage(systemSymbol: .lockFill))
                }
            }
            """)
        func argument(_ name: String, _ occurrence: Int) -> Argument? {
            tree[node(tree, .call, name, occurrence: occurrence)].arguments.last
        }
        XCTAssertEqual(tree.imageSource(of: node(tree, .call, "Image")), .symbol("xmark.circle.fill"))
        XCTAssertEqual(tree.imageSource(of: node(tree, .call, "Image", occurrence: 1)),
                       .symbols(["speaker.slash.fill", "speaker.wave.3"]))
        XCTAssertEqual(tree.imageSource(of: node(tree, .call, "Image", occurrence: 2)), .symbol("gearshape"))
        // A value the library cannot name here stays a variable, under the label SwiftUI uses.
        XCTAssertEqual(tree.imageSource(of: node(tree, .call, "Image", occurrence: 3)), .variable("item?.symbol"))
        XCTAssertEqual(argument("Label", 0)?.label, "systemImage")
        guard case .string(let literal)? = argument("Label", 0)?.value else { return XCTFail("Label's symbol") }
        XCTAssertEqual(literal.text, "trash")
        guard case .call(_, let arguments, _)? = argument("Image", 4)?.value,
              case .string(let uiImage)? = arguments.first?.value else { return XCTFail("UIImage's symbol") }
        XCTAssertEqual(arguments.first?.label, "systemName")
        XCTAssertEqual(uiImage.text, "lock.fill")
    }

    /// An app's own enum of symbols, named like SF Symbols, read on the system's image views; a custom component
    /// with such a parameter keeps it, so the call still binds to the component's initialiser.
    func testAppWrappedSymbolsAreReadOnImageViews() {
        let tree = parse("""
            struct B: View {
                var body: some View {
                    Image(rmbSymbol: .xmarkCircleFill)
                    Label("Remove", appSymbol: .trash)
                    SymbolButton(appSymbol: .trash)
                    Image(symbol: .gear)
                    Image(rmbSymbol: .recentReminders)
                    Image(rmbSymbol: isCopied ? .checkmark : .docOnDoc)
                }
            }
            """)
        XCTAssertEqual(tree.imageSource(of: node(tree, .call, "Image")), .symbol("xmark.circle.fill"))
        XCTAssertEqual(tree[node(tree, .call, "Label")].arguments.last?.label, "systemImage")
        XCTAssertEqual(tree[node(tree, .call, "SymbolButton")].arguments.first?.label, "appSymbol")
        XCTAssertEqual(tree[node(tree, .call, "Image", occurrence: 1)].arguments.first?.label, "symbol",
                       "a bare `symbol:` may name anything")
        XCTAssertEqual(tree[node(tree, .call, "Image", occurrence: 2)].arguments.first?.label, "rmbSymbol",
                       "a case whose name is no conventional symbol's may draw any symbol")
        XCTAssertEqual(tree.imageSource(of: node(tree, .call, "Image", occurrence: 3)),
                       .symbols(["checkmark", "doc.on.doc"]))
    }

    /// The lists rules ask for hold exactly the nodes a walk of the whole tree would find, in node order.
    func testQueriesListWhatAWalkFinds() {
        let tree = parse("""
            struct Card: View {
                var title: String
                var body: some View {
                    VStack {
                        Text(title).font(.headline)
                        if expanded { Text("More").font(.system(size: 12)) } else { Image(systemName: "chevron.down") }
                        Chart { }.frame(height: 40)
                    }
                    .font(.body)
                    .onReceive(timer) { _ in tick() }
                }
            }
            """)
        for kind in NodeKind.allCases {
            XCTAssertEqual(tree.nodes(kind), tree.allIDs.filter { tree[$0].kind == kind }, "\(kind)")
        }
        XCTAssertEqual(tree.nodes(.call, .modifier), tree.allIDs.filter { [.call, .modifier].contains(tree[$0].kind) })
        XCTAssertEqual(names(tree, tree.calls(.text)), ["Text", "Text"])
        XCTAssertEqual(tree.calls(.chart).count, 1)
        // Node order: a view's content is made before the modifiers written after it.
        XCTAssertEqual(tree.modifierUses(.font).map { tree[tree[$0].parent!].name }, ["Text", "Text", "VStack"])
        XCTAssertEqual(tree.modifierUses(.onReceive).count, 1)
        XCTAssertTrue(tree.modifierUses(.navigationDestination).isEmpty)
        XCTAssertNil(tree.structuralViolation())
        XCTAssertEqual(tree.nodeCount, tree.allIDs.count)
    }

    func testEffectiveModifiersIncludeEnclosingContainersNearestFirst() {
        let tree = parse("""
            struct A: View {
                var body: some View {
                    VStack {
                        HStack {
                            Image(systemName: "star")
                                .font(.title)
                        }
                        .accessibilityHidden(true)
                    }
                    .padding()
                    .accessibilityElement(children: .combine)
                }
            }
            """)
        let image = node(tree, .call, "Image")
        XCTAssertEqual(names(tree, tree.effectiveModifiers(of: image)),
                       ["font", "accessibilityHidden", "padding", "accessibilityElement"])
        XCTAssertEqual(names(tree, tree.modifiers(named: "font", of: image)), ["font"])
        XCTAssertEqual(tree.effectiveModifiers(named: "accessibilityHidden", of: image).count, 1)
        XCTAssertEqual(names(tree, tree.effectiveModifiers(of: node(tree, .call, "VStack"))),
                       ["padding", "accessibilityElement"])
    }

    func testEffectiveModifiersOfOverlayContentSkipEarlierModifiers() {
        let tree = parse("""
            var body: some View {
                Text("a")
                    .font(.title)
                    .overlay { Image(systemName: "x") }
                    .accessibilityHidden(true)
            }
            """)
        let image = node(tree, .call, "Image")
        XCTAssertEqual(names(tree, tree.effectiveModifiers(of: image)), ["accessibilityHidden"])
    }

    func testEffectiveModifiersStopAtActionsAndDeclarations() {
        let tree = parse("""
            struct A: View {
                var body: some View {
                    Button { withAnimation { go() } } label: { Text("Go") }
                        .font(.title)
                }
            }
            """)
        XCTAssertEqual(names(tree, tree.effectiveModifiers(of: node(tree, .call, "Text"))), ["font"])
    }

    func testEnclosingControlDistinguishesLabelsFromActions() {
        let tree = parse("""
            var body: some View {
                VStack {
                    Button { save() } label: { Image(systemName: "square.and.arrow.down") }
                    Button(action: save) { Image(systemName: "trash") }
                    Button("Title") { cancel() }
                    NavigationLink(destination: Detail()) { Text("Open") }
                    NavigationLink { Detail() } label: { Text("More") }
                    Menu("Actions") { Text("Item") }
                    Text("Outside")
                }
            }
            """)
        let firstButton = node(tree, .call, "Button")
        XCTAssertEqual(tree.enclosingControl(of: node(tree, .call, "Image")), firstButton)
        XCTAssertNil(tree.enclosingControl(of: node(tree, .call, "save")))
        XCTAssertEqual(tree.enclosingControl(of: node(tree, .call, "Image", occurrence: 1)),
                       node(tree, .call, "Button", occurrence: 1))
        XCTAssertNil(tree.enclosingControl(of: node(tree, .call, "cancel")))
        XCTAssertEqual(tree.enclosingControl(of: node(tree, .call, "Text")), node(tree, .call, "NavigationLink"))
        XCTAssertNil(tree.enclosingControl(of: node(tree, .call, "Detail")), "a destination is not a label")
        XCTAssertNil(tree.enclosingControl(of: node(tree, .call, "Detail", occurrence: 1)))
        XCTAssertEqual(tree.enclosingControl(of: node(tree, .call, "Text", occurrence: 1)),
                       node(tree, .call, "NavigationLink", occurrence: 1))
        XCTAssertEqual(tree.enclosingControl(of: node(tree, .call, "Text", occurrence: 2)), node(tree, .call, "Menu"))
        XCTAssertNil(tree.enclosingControl(of: node(tree, .call, "Text", occurrence: 3)))
    }

    func testLabelIcon() {
        let tree = parse("""
            var body: some View {
                Label { Text("Title") } icon: { Image(systemName: "star") }
                Label("Other", systemImage: "bolt")
            }
            """)
        XCTAssertTrue(tree.isInsideLabelIcon(node(tree, .call, "Image")))
        XCTAssertFalse(tree.isInsideLabelIcon(node(tree, .call, "Text")))
        let second = node(tree, .call, "Label", occurrence: 1)
        XCTAssertEqual(tree.argument("systemImage", of: second).flatMap { tree.stringValue(of: $0.value) }, "bolt")
        XCTAssertEqual(tree.argument(nil, of: second).flatMap { tree.stringValue(of: $0.value) }, "Other")
        XCTAssertNil(tree.argument("title", of: second))
    }

    func testDeclaringTypeMemberAndViewTypes() {
        let tree = parse("""
            struct Plain { let x: Int }
            struct Card: View {
                var body: some View { Text("a") }
            }
            struct Banner {}
            extension Banner: View {
                var body: some View { header }
                var header: some View { Text("b") }
            }
            extension Remote: SwiftUI.View {}
            """)
        let text = node(tree, .call, "Text")
        XCTAssertEqual(tree.declaringType(of: text), node(tree, .typeDecl, "Card"))
        XCTAssertEqual(tree.declaringMember(of: text), node(tree, .property, "body"))
        XCTAssertEqual(names(tree, tree.viewTypes()), ["Card", "Banner", "Remote"])
        XCTAssertEqual(tree.viewTypes()[1], node(tree, .typeDecl, "Banner"), "the struct, not the extension")
    }

    func testResolveReferenceAcrossExtensionsAndHelperCalls() {
        let tree = parse("""
            struct Screen: View {
                var body: some View {
                    VStack {
                        header
                        self.footer
                        makeRow(title: "a")
                        makeRow("b")
                        unknown
                    }
                }
                func makeRow(_ text: String) -> some View { Text(text) }
            }
            extension Screen {
                var header: some View { Text("Header") }
                var footer: some View { Text("Footer") }
                func makeRow(title: String) -> some View { Text(title) }
            }
            """)
        XCTAssertEqual(tree.resolveReference(node(tree, .reference, "header")), node(tree, .property, "header"))
        XCTAssertEqual(tree.resolveReference(node(tree, .reference, "footer")), node(tree, .property, "footer"))
        let labelled = node(tree, .function, "makeRow", occurrence: 1)
        XCTAssertEqual(tree.resolveReference(node(tree, .call, "makeRow")), labelled)
        XCTAssertEqual(tree.resolveReference(node(tree, .call, "makeRow", occurrence: 1)),
                       node(tree, .function, "makeRow"))
        XCTAssertNil(tree.resolveReference(node(tree, .reference, "unknown")))
    }

    func testIfConfigConditionsAndPreviews() {
        let tree = parse("""
            struct A: View {
                var body: some View {
                    #if os(iOS)
                    Text("phone")
                    #elseif os(macOS)
                    Text("mac")
                    #else
                    Text("other")
                    #endif
                }
            }
            #Preview { Text("preview") }
            struct A_Previews: PreviewProvider {
                static var previews: some View { Text("old preview") }
            }
            """)
        XCTAssertEqual(tree.ifConfigConditions(of: node(tree, .call, "Text")), ["os(iOS)"])
        XCTAssertEqual(tree.ifConfigConditions(of: node(tree, .call, "Text", occurrence: 1)),
                       ["!(os(iOS)) && os(macOS)"])
        XCTAssertEqual(tree.ifConfigConditions(of: node(tree, .call, "Text", occurrence: 2)),
                       ["!(os(iOS)) && !(os(macOS))"])
        XCTAssertFalse(tree.isInPreview(node(tree, .call, "Text")))
        XCTAssertTrue(tree.isInPreview(node(tree, .call, "Text", occurrence: 3)))
        XCTAssertTrue(tree.isInPreview(node(tree, .call, "Text", occurrence: 4)))
    }

    func testPropertyWrappersAndDeclarationInfo() {
        let tree = parse("""
            struct A: View {
                @Environment(\\.accessibilityReduceMotion) var reduceMotion
                @ScaledMetric(relativeTo: .largeTitle) var size = 56
                @ViewBuilder func content(count: Int = 2) -> some View { EmptyView() }
                var body: some View { EmptyView() }
            }
            """)
        guard case .property(let motion)? = tree[node(tree, .property, "reduceMotion")].decl,
              case .property(let size)? = tree[node(tree, .property, "size")].decl,
              case .function(let content)? = tree[node(tree, .function, "content")].decl,
              case .property(let body)? = tree[node(tree, .property, "body")].decl else {
            return XCTFail("declaration info missing")
        }
        XCTAssertEqual(motion.attributes.map(\.name), ["Environment"])
        guard case .other(let keyPath)? = motion.attributes.first?.arguments.first?.value else {
            return XCTFail("key path argument missing")
        }
        XCTAssertEqual(keyPath, "\\.accessibilityReduceMotion")
        XCTAssertEqual(size.attributes.first?.arguments.first?.label, "relativeTo")
        guard case .number(56, _)? = size.initializer else { return XCTFail("initialiser missing") }
        XCTAssertFalse(size.isComputed)
        XCTAssertEqual(content.attributes.map(\.name), ["ViewBuilder"])
        XCTAssertEqual(content.parameters.map(\.label), ["count"])
        XCTAssertEqual(content.returnType, "some View")
        XCTAssertTrue(body.isComputed)
        XCTAssertEqual(body.typeText, "some View")
    }

    func testExpressionModel() {
        let tree = parse("""
            var body: some View {
                Text("Hi \\(name)\\n")
                    .font(.system(size: 24, weight: .bold))
                    .foregroundColor(Color(red: 1, green: 0.5, blue: 0))
                    .opacity(-0.5)
                    .hidden(true)
                    .tint(Color.red.opacity(0.5))
                    .frame(width: a + b)
            }
            """)
        let text = tree[node(tree, .call, "Text")]
        guard case .string(let literal)? = text.arguments.first?.value else { return XCTFail("string") }
        XCTAssertEqual(literal.text, "Hi \\(name)\n")
        XCTAssertTrue(literal.isInterpolated)
        let modifiers = tree.modifiers(of: node(tree, .call, "Text")).map { tree[$0] }
        XCTAssertEqual(modifiers.map { TreeDump.render($0.arguments) }, [
            ".system(size: 24, weight: .bold)", "Color(red: 1, green: 0.5, blue: 0)", "-0.5", "true",
            "Color.red.opacity(0.5)", "width: `a + b`",
        ])
        guard case .call(.member(nil, "system"), let arguments, [])? = modifiers[0].arguments.first?.value,
              case .number(24, "24") = arguments[0].value, case .member(nil, "bold") = arguments[1].value else {
            return XCTFail("nested call")
        }
        guard case .number(-0.5, "-0.5")? = modifiers[2].arguments.first?.value,
              case .bool(true)? = modifiers[3].arguments.first?.value else { return XCTFail("literals") }
    }

    func testWalkIsDepthFirstAndCanStop() {
        let tree = parse("VStack { Text(\"a\"); HStack { Image(\"b\") } }\nText(\"c\")")
        var visited: [String] = []
        tree.walk { id in
            visited.append(tree[id].name)
            return tree[id].name == "HStack" ? .skipChildren : .visitChildren
        }
        XCTAssertEqual(visited, ["", "VStack", "", "Text", "HStack", "Text"])
        var count = 0
        tree.walk { _ in count += 1; return count == 3 ? .stop : .visitChildren }
        XCTAssertEqual(count, 3)
        XCTAssertEqual(names(tree, tree.descendants(of: node(tree, .call, "HStack"))), ["", "Image"])
    }
}
