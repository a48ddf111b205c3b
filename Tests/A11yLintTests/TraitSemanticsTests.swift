import XCTest
@testable import A11yLint
import SwiftLexer

/// The trait and grouping rules' shared semantics: text reading, gestures, traits, grouping, scope.
final class TraitSemanticsTests: XCTestCase {
    // MARK: - Text

    func testIdentifiersSkipStringContentButReadInterpolations() {
        XCTAssertEqual(TraitText.identifiers(in: #"isSelected ? "Selected" : "Select""#), ["isSelected"])
        XCTAssertEqual(TraitText.identifiers(in: #""\(timeRemaining) s left""#), ["timeRemaining"])
        XCTAssertEqual(TraitText.identifiers(in: #""a\(f(x, "y\(z)")) b""#), ["f", "x", "z"])
        XCTAssertEqual(TraitText.identifiers(in: "count: 2, 3x"), ["count"])
    }

    func testWordsSplitCamelCaseAcronymsAndSnakeCase() {
        XCTAssertEqual(TraitText.words(of: "timerManager"), ["timer", "manager"])
        XCTAssertEqual(TraitText.words(of: "URLSession"), ["url", "session"])
        XCTAssertEqual(TraitText.words(of: "isSelectedWordValid"), ["is", "selected", "word", "valid"])
        XCTAssertEqual(TraitText.words(of: "seconds_left"), ["seconds", "left"])
    }

    /// The byte-level reading of ASCII names must split exactly as the Character-level one it replaced.
    func testASCIIWordsMatchTheCharacterLevelReading() {
        let names = ["", "_", "__x", "a", "A", "AB", "ABc", "isHTTPSOK", "x2Y", "Item42View", "selected_Item",
                     "a__b", "HTTPServer", "iOS", "URL", "loadingURLs", "ZStack", "b_", "_privateName"]
        for name in names {
            XCTAssertEqual(TraitText.words(of: name), TraitText.unicodeWords(of: name), name)
        }
        XCTAssertEqual(TraitText.words(of: "größeWert"), ["größe", "wert"])
        XCTAssertEqual(TraitText.words(of: "ÉtatSelected"), ["état", "selected"])
    }

    func testCaseInsensitiveMention() {
        XCTAssertTrue(TraitText.containsIgnoringASCIICase("item.isSelected", "select"))
        XCTAssertTrue(TraitText.containsIgnoringASCIICase("SELECTION == id", "select"))
        XCTAssertTrue(TraitText.containsIgnoringASCIICase("select", "select"))
        XCTAssertFalse(TraitText.containsIgnoringASCIICase("isOn && sel", "select"))
        XCTAssertFalse(TraitText.containsIgnoringASCIICase("", "select"))
    }

    func testEqualityAndAssignments() {
        XCTAssertTrue(TraitText.containsEqualityComparison("tab == selection"))
        XCTAssertTrue(TraitText.containsEqualityComparison("a != b"))
        XCTAssertFalse(TraitText.containsEqualityComparison("a === b"))
        XCTAssertFalse(TraitText.containsEqualityComparison("x >= 1"))
        XCTAssertEqual(TraitText.assignedNames(in: "{ _ in seconds += 1; self.elapsed = now; ok = a == b }"),
                       ["seconds", "elapsed", "ok"])
    }

    // MARK: - Gestures and controls

    /// A gesture composed in with nothing attached does nothing unless a handler on the composition reads it.
    func testIdleComposedGesturesAreLeftOut() {
        XCTAssertEqual(ViewTree.gestureKinds(inText: #"""
            TapGesture().onEnded({ open("a)") }).simultaneously(with: DragGesture(minimumDistance: scale == 1 ? 1000 : 0))
            """#), [.singleTap])
        XCTAssertEqual(ViewTree.gestureKinds(inText: """
            MagnifyGesture().onChanged { scale = $0.magnification }.simultaneously(with: DragGesture())
                .simultaneously(with: TapGesture(count: 2).onEnded { zoom() })
            """), [.magnify, .multiTap])
        XCTAssertEqual(ViewTree.gestureKinds(inText: "LongPressGesture().sequenced(before: DragGesture()).onEnded { _ in delete() }"),
                       [.longPress, .drag])
        XCTAssertEqual(ViewTree.gestureKinds(inText: "TapGesture().simultaneously(with: DragGesture().onChanged { move($0) })"),
                       [.singleTap, .drag])
    }

    func testGestureKinds() {
        let tree = parse("""
            struct V: View {
                var body: some View {
                    VStack {
                        Text("a").onTapGesture { open() }
                        Text("b").onTapGesture(count: 2) { like() }
                        Text("c").gesture(DragGesture(minimumDistance: 0).onEnded { _ in })
                        Text("d").onLongPressGesture(minimumDuration: 0) { }
                        Text("e").simultaneousGesture(TapGesture(count: 3).onEnded { unlock() })
                        Text("f")
                            .gesture(pinch)
                        Text("g").highPriorityGesture(DragGesture())
                        Text("h").gesture(
                            DragGesture(minimumDistance: 0)
                                .onChanged(updateRating)
                                .onEnded(confirmRating)
                        )
                        Text("i").onTapGesture {}
                    }
                }
                var pinch: some Gesture { MagnifyGesture() }
            }
            """)
        let kinds = tree.allIDs.filter { tree[$0].kind == .modifier }.map { tree.gestures(of: $0) }
        // A gesture value with nothing attached (`DragGesture()`), or an empty tap, only keeps the gesture from the
        // views below.
        XCTAssertEqual(kinds, [[.singleTap], [.multiTap], [], [], [.multiTap], [.magnify], [], [.singleTap], []])
    }

    func testBuiltInControlsComeFromTheSharedTable() {
        let tree = parse("""
            struct V: View {
                var body: some View {
                    VStack {
                        Button("a") { }
                        LabeledContent("b", value: "c")
                        EditButton()
                        Text("d")
                    }
                }
            }
            """)
        XCTAssertTrue(tree.isBuiltInControl(call("Button", in: tree)))
        XCTAssertFalse(tree.isBuiltInControl(call("LabeledContent", in: tree)))
        XCTAssertTrue(tree.isBuiltInControl(call("EditButton", in: tree)))
        XCTAssertFalse(tree.isInteractive(call("Text", in: tree)))
    }

    // MARK: - Traits and grouping

    func testTraitsAreReadLiterallyAndUnknownExpressionsMayAddAnything() {
        let tree = parse("""
            struct V: View {
                var body: some View {
                    VStack {
                        Text("a").accessibilityAddTraits([.isHeader, .isSelected])
                        Text("b").accessibilityAddTraits(.isHeader)
                        Text("c").accessibilityAddTraits(traits)
                        Text("d").accessibility(addTraits: .isButton)
                    }
                }
            }
            """)
        let modifiers = tree.allIDs.filter { tree[$0].kind == .modifier }
        XCTAssertEqual(modifiers.map { tree.mayAddTrait($0, anyOf: ["isSelected"]) }, [true, false, true, false])
        XCTAssertTrue(tree.mayAddTrait(modifiers[3], anyOf: ["isButton"]))
    }

    func testChildrenBehaviorAndHiding() {
        let tree = parse("""
            struct V: View {
                var body: some View {
                    VStack {
                        Text("a").accessibilityElement()
                        Text("b").accessibilityElement(children: .combine)
                        Text("c").accessibilityElement(children: AccessibilityChildBehavior.contain)
                        Text("d").accessibilityElement(children: behavior)
                        Text("e").accessibilityHidden(true)
                        Text("f").accessibilityHidden(isCollapsed)
                        Text("g").accessibility(hidden: false)
                    }
                }
            }
            """)
        let modifiers = tree.allIDs.filter { tree[$0].kind == .modifier }
        XCTAssertEqual(modifiers.prefix(4).map { tree.childrenBehavior($0) }, [.ignore, .combine, .contain, .unknown])
        XCTAssertEqual(modifiers.suffix(3).map { tree.hidesDefinitely($0) }, [true, false, false])
        XCTAssertEqual(modifiers.suffix(3).map { tree.mayHide($0) }, [true, true, false])
    }

    // MARK: - Scope

    func testApplicableModifiersReachTheComponentsUseSite() {
        let tree = parse("""
            struct Card: View {
                var body: some View {
                    Text("a").padding()
                }
            }

            struct Screen: View {
                var body: some View {
                    VStack {
                        Card().accessibilityElement(children: .combine)
                    }
                    .accessibilityLabel("Screen")
                }
            }
            """)
        let names = tree.applicableModifiers(of: call("Text", in: tree)).map { tree[$0].name }
        XCTAssertEqual(Set(names), ["padding", "accessibilityElement", "accessibilityLabel"])
    }

    func testDrawnViewsFollowHelpersAndComponentsButNotPresentations() {
        let tree = parse("""
            struct Row: View {
                var body: some View { Image(systemName: "star") }
            }

            struct Screen: View {
                var body: some View {
                    VStack {
                        header
                        Row()
                    }
                    .sheet(isPresented: $isShown) { Text("Sheet") }
                    .overlay { Text("Badge") }
                }

                var header: some View { Text("Title") }
            }
            """)
        let stack = call("VStack", in: tree)
        let drawn = tree.drawnViews(of: stack).map { tree.quotedView($0) }
        // In file order: the component's body is declared first, the helper last.
        XCTAssertEqual(drawn, ["Image(systemName: \"star\")", "VStack", "header", "Row", "Text(\"Badge\")",
                               "Text(\"Title\")"])
        XCTAssertFalse(drawn.contains("Text(\"Sheet\")"))
    }

    // MARK: - Helpers

    private func parse(_ code: String) -> ViewTree {
        ViewTreeParser.parse(Lexer.lex(code))
    }

    private func call(_ name: String, in tree: ViewTree) -> NodeID {
        guard let id = tree.allIDs.first(where: { tree[$0].kind == .call && tree[$0].name == name }) else {
            XCTFail("no call \(name)")
            return tree.root
        }
        return id
    }
}
