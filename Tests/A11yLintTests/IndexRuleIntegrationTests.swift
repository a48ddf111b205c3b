import XCTest
@testable import A11yLint
import RuleEngine

/// The rules that use the project index, run over the multi-file fixture with the index of every file and the
/// fixture asset catalog, as the command line runs them.
final class IndexRuleIntegrationTests: XCTestCase {
    static let findings = LintSession(configuration: IndexComponentTests.configuration).lint(
        IndexComponentTests.trees.map { SourceInput(path: $0.path, bytes: $0.tree.source.bytes) },
        colorSets: IndexAssetCatalogTests.colorSets).findings

    /// `file:line rule` of every finding of `rules`.
    func locations(of rules: Set<String>, in file: String? = nil) -> [String] {
        Self.findings.filter { rules.contains($0.ruleID) && (file == nil || $0.file == file) }
            .map { "\($0.file):\($0.start.line) \($0.ruleID)" }
    }

    func testComponentCallSitesAreJudgedLikeBuiltInControls() {
        XCTAssertEqual(locations(of: ["icon-only-button", "control-missing-label", "image-missing-label"],
                                 in: IndexComponentTests.screens), [
            "Sources/App/Screens.swift:9 icon-only-button",        // PrimaryButton(title: "")
            "Sources/App/Screens.swift:11 icon-only-button",       // IconButton(systemName: "pin") {}
            "Sources/App/Screens.swift:15 icon-only-button",       // LabelledIconButton without its label
            "Sources/App/Screens.swift:17 icon-only-button",       // RoundedButton { Image(systemName: "bolt") }
            "Sources/App/Screens.swift:24 control-missing-label",  // SearchField("", text:)
            "Sources/App/Screens.swift:26 icon-only-button",       // VendorIconButton, components: label none
        ])
    }

    /// `IconButton`'s body shows `Image(systemName: systemName)`: each call site is judged by the symbol it passes,
    /// so the body itself is not reported as an image nobody can know.
    func testAnIconButtonsBodyIsJudgedAtItsCallSites() {
        XCTAssertEqual(locations(of: ["icon-only-button"], in: "Sources/DesignSystem/Buttons.swift"), [
            // ShareButton's IconButton(systemName: "shippingbox"), reported here only: ShareButton takes no label
            "Sources/DesignSystem/Buttons.swift:84 icon-only-button",
        ])
    }

    func testFindingsAtCallSitesPointIntoTheComponent() throws {
        let iconButton = try XCTUnwrap(Self.findings.first { $0.file == IndexComponentTests.screens && $0.start.line == 11 })
        XCTAssertTrue(iconButton.message.hasPrefix("IconButton shows only the symbol 'pin'"), iconButton.message)
        XCTAssertEqual(iconButton.notes.map { "\($0.file):\($0.start.line)" }, ["Sources/DesignSystem/Buttons.swift:25"])
        let field = try XCTUnwrap(Self.findings.first { $0.ruleID == "control-missing-label" })
        XCTAssertEqual(field.notes.first?.message, "SearchField is named by its 'placeholder' argument, which this call leaves out or empty")
    }

    func testSameNameInTwoModulesIsNotMixedUp() {
        XCTAssertEqual(locations(of: ["icon-only-button"], in: "Sources/FeatureA/BadgeScreen.swift"),
                       ["Sources/FeatureA/BadgeScreen.swift:5 icon-only-button"])
        XCTAssertEqual(locations(of: ["icon-only-button"], in: "Sources/FeatureB/BadgeScreen.swift"), [])
    }

    func testCardGroupedByEveryCallerIsQuiet() {
        XCTAssertEqual(locations(of: ["ungrouped-card"]), [])
    }

    func testAssetColoursAreCheckedInEveryAppearance() throws {
        let contrast = Self.findings.filter { $0.ruleID == "insufficient-contrast" }
        XCTAssertEqual(contrast.map { "\($0.file):\($0.start.line)" }, ["Sources/App/Palette.swift:6"])
        let message = try XCTUnwrap(contrast.first?.message)
        XCTAssertTrue(message.contains("1.00:1 in the dark and dark high-contrast appearances"), message)
    }

    /// Issue 18: a screen opened by a labelled or hidden `NavigationLink`, or presented by a `.sheet` before a
    /// label, in another file is not labelled or hidden by those modifiers: every caller "deciding its reading"
    /// must not silence its own controls.
    func testPresentedScreenInAnotherFileIsJudgedOnItsOwn() {
        let rows = SourceInput(path: "Sources/App/Rows.swift", text: """
            struct Rows: View {
                @State private var editing = false
                var body: some View {
                    NavigationLink(destination: FilterScreen()) { Text("Filters") }
                        .accessibilityLabel("Open filters")
                    NavigationLink(destination: FilterScreen()) { Text("More") }
                        .accessibilityHidden(true)
                    Button { editing = true } label: { Image(systemName: "pencil") }
                        .sheet(isPresented: $editing) { EditorScreen() }
                        .accessibilityLabel("Edit filters")
                }
            }
            """)
        let screen = SourceInput(path: "Sources/App/FilterScreen.swift", text: """
            struct FilterScreen: View {
                var body: some View {
                    VStack {
                        Text("Filters")
                        Button(action: reset) { Image("ic_reset") }
                    }
                }
            }
            """)
        let editor = SourceInput(path: "Sources/App/EditorScreen.swift", text: """
            struct EditorScreen: View {
                @State private var note = ""
                var body: some View {
                    VStack {
                        Text("Edit")
                        TextField("", text: $note)
                    }
                }
            }
            """)
        let findings = LintSession(configuration: Configuration()).lint([rows, screen, editor]).findings
        XCTAssertEqual(findings.filter { ["icon-only-button", "control-missing-label"].contains($0.ruleID) }
                           .map { "\($0.file):\($0.start.line) \($0.ruleID)" },
                       ["Sources/App/EditorScreen.swift:6 control-missing-label",
                        "Sources/App/FilterScreen.swift:5 icon-only-button"])
    }

    /// A row shown only in screens pinned to the light appearance is judged in that appearance alone: its text,
    /// white at 80 % black, fails only in dark. Shown once without the pin, it is judged in both.
    func testComponentPinnedToOneAppearanceByEveryCaller() {
        let row = SourceInput(path: "Sources/App/CartRow.swift", text: """
            struct CartRow: View {
                let name: String
                var body: some View {
                    Text(name).foregroundColor(.black.opacity(0.8))
                }
            }
            """)
        func screen(pinned: Bool) -> SourceInput {
            SourceInput(path: "Sources/App/CartScreen.swift", text: """
                struct CartScreen: View {
                    var body: some View {
                        VStack {
                            List(items) { CartRow(name: $0.name) }
                        }
                        \(pinned ? ".preferredColorScheme(.light)" : "")
                    }
                }
                """)
        }
        func contrast(_ files: [SourceInput]) -> [String] {
            LintSession(configuration: Configuration()).lint(files).findings
                .filter { $0.ruleID == "insufficient-contrast" }.map { "\($0.file):\($0.start.line)" }
        }
        XCTAssertEqual(contrast([row, screen(pinned: true)]), [])
        XCTAssertEqual(contrast([row, screen(pinned: false)]), ["Sources/App/CartRow.swift:4"])
    }

    /// A view holding a stack of its own that every caller draws among other views of another stack's screen is a
    /// section of that screen: its stack's root needs no title. Shown as a stack's only view, as a tab, or on its
    /// own, it is a screen.
    func testStackInASectionOfAnotherStacksScreenIsNotAScreen() {
        let section = SourceInput(path: "Sources/App/WorkSection.swift", text: """
            struct WorkSection: View {
                var body: some View {
                    NavigationStack {
                        VStack {
                            Text("Work")
                            NavigationLink("Add position") { PositionEditor().navigationTitle("New position") }
                        }
                    }
                }
            }
            """)
        func screen(_ content: String) -> SourceInput {
            SourceInput(path: "Sources/App/ResumeScreen.swift", text: """
                struct ResumeScreen: View {
                    var body: some View {
                        NavigationStack {
                            \(content)
                        }
                    }
                }
                """)
        }
        func titles(_ files: [SourceInput]) -> [String] {
            LintSession(configuration: Configuration()).lint(files).findings
                .filter { $0.ruleID == "missing-navigation-title" }.map { "\($0.file):\($0.start.line)" }
        }
        XCTAssertEqual(titles([section, screen("ScrollView { VStack { Text(\"Jane\"); WorkSection() } }")]), [])
        XCTAssertEqual(titles([section, screen("WorkSection()")]), ["Sources/App/WorkSection.swift:3"])
        XCTAssertEqual(titles([section, screen("TabView { Text(\"Home\"); WorkSection() }")]),
                       ["Sources/App/WorkSection.swift:3"], "a tab is a screen")
        XCTAssertEqual(titles([section]), ["Sources/App/WorkSection.swift:3"])
    }

    /// A side menu a drag opens, which a header button two views down also toggles through the binding it is
    /// handed: the drag has another path. When that button changes something else, the drag is the only one.
    func testDragWhoseStateAButtonDownABindingChangesIsReachable() {
        let base = SourceInput(path: "Sources/App/BaseView.swift", text: """
            struct BaseView: View {
                @State var showMenu = false
                @State var offset: CGFloat = 0
                var body: some View {
                    HStack(spacing: 0) {
                        SideMenu()
                        Home(showMenu: $showMenu)
                    }
                    .offset(x: offset)
                    .gesture(DragGesture().onEnded(onEnd(value:)))
                }
                func onEnd(value: DragGesture.Value) {
                    let width = getRect().width
                    if value.translation.width > width / 2 {
                        offset = 250
                        showMenu = true
                    } else {
                        offset = 0
                        showMenu = false
                    }
                }
            }
            """)
        func home(buttonAction: String) -> SourceInput {
            SourceInput(path: "Sources/App/Home.swift", text: """
                struct Home: View {
                    @Binding var showMenu: Bool
                    var body: some View {
                        VStack { Title(isOpen: $showMenu); Text("Feed") }
                    }
                }
                struct Title: View {
                    @Binding var isOpen: Bool
                    @State private var showsProfile = false
                    var body: some View {
                        Button { \(buttonAction) } label: { Image(systemName: "line.3.horizontal") }
                            .accessibilityLabel("Menu")
                    }
                }
                """)
        }
        func drags(_ files: [SourceInput]) -> [String] {
            LintSession(configuration: Configuration()).lint(files).findings
                .filter { $0.ruleID == "gesture-without-accessibility-action" }.map { "\($0.file):\($0.start.line)" }
        }
        XCTAssertEqual(drags([base, home(buttonAction: "withAnimation { isOpen.toggle() }")]), [])
        XCTAssertEqual(drags([base, home(buttonAction: "showsProfile = true")]), ["Sources/App/BaseView.swift:10"])
    }

    func testWithoutTheIndexComponentCallsStayQuiet() {
        let linter = Linter(configuration: Configuration(), index: ProjectIndex.build(trees: [], configuration: Configuration()))
        let screens = IndexComponentTests.tree(IndexComponentTests.screens)
        let findings = linter.lint(path: IndexComponentTests.screens, tree: screens)
            .filter { ["icon-only-button", "control-missing-label"].contains($0.ruleID) }
        XCTAssertEqual(findings.map(\.start.line), [], "without the index, custom components are not known to be controls")
    }
}
