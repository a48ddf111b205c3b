import XCTest
@testable import A11yLint
import RuleEngine
import SwiftLexer

/// Code that never ships: views, modifiers, styles and `View` extension members that only previews and tests
/// reach, or nothing at all, are left alone when their whole project is linted; anything public, anything a
/// class could name, and anything in a project linted only in part ships.
final class ReachabilityTests: XCTestCase {
    static let whole = ProjectPlacement(projectIsLintedWhole: true, isInTestFolder: false)

    /// A screen the app shows: the root every test starts from.
    static let app = """
    import SwiftUI

    @main
    struct ShopApp: App {
        var body: some Scene {
            WindowGroup { HomeScreen() }
        }
    }

    struct HomeScreen: View {
        var body: some View { VStack { Text("Home") } }
    }
    """

    /// `app` with its home screen showing `views` below its title.
    static func app(showing views: String) -> String {
        app.replacingOccurrences(of: "Text(\"Home\")", with: "Text(\"Home\"); \(views)")
    }

    /// A view whose button has only an asset image: one `icon-only-button` finding wherever it ships.
    static func iconButton(_ name: String, isPublic: Bool = false) -> String {
        """
        import SwiftUI

        \(isPublic ? "public " : "")struct \(name): View {
            \(isPublic ? "public " : "")var body: some View {
                VStack { Button(action: {}) { Image("glyph") }; Text("\(name)") }
            }
        }
        """
    }

    /// `path:line rule` of every finding, in output order, when the files are linted as one project, each file
    /// placed as given (whole-project, not a test folder, unless the path says otherwise).
    func findings(_ files: [(path: String, text: String)], placement: (String) -> ProjectPlacement = { _ in whole },
                  configuration: Configuration = Configuration(),
                  interfaceFiles: [(path: String, bytes: [UInt8])] = []) -> [String] {
        let inputs = files.map { SourceInput(path: $0.path, text: $0.text, placement: placement($0.path)) }
        return LintSession(configuration: configuration).lint(inputs, interfaceFiles: interfaceFiles).findings
            .map { "\($0.file):\($0.start.line) \($0.ruleID)" }
    }

    /// A UIKit cell no code mentions and no interface file names is never drawn; one a storyboard names (its
    /// custom class), or an extension's Info.plist names as its principal class, may be.
    func testAViewClassNothingNamesNeverShips() {
        let cells = """
            import UIKit

            final class FooterCell: UITableViewCell {
                let likes = UILabel()
                func configure() { likes.font = UIFont.systemFont(ofSize: 16) }
            }

            final class BadgeView: UIView {
                let count = UILabel()
                func configure() { count.font = UIFont.systemFont(ofSize: 11) }
            }

            final class ShareViewController: UIViewController {
                let title = UILabel()
                func configure() { title.font = UIFont.systemFont(ofSize: 15) }
            }
            """
        let home = Self.app.replacingOccurrences(of: "struct HomeScreen", with: "let badge = BadgeView()\nstruct HomeScreen")
        func lines(interfaceFiles: [(path: String, bytes: [UInt8])], infoPlists: [[UInt8]] = []) -> [String] {
            let inputs = [SourceInput(path: "App.swift", text: home, placement: Self.whole),
                          SourceInput(path: "Cells.swift", text: cells, placement: Self.whole)]
            return LintSession().lint(inputs, infoPlists: infoPlists.map { ("", $0) }, interfaceFiles: interfaceFiles)
                .findings.filter { $0.ruleID == "fixed-font-size" }.map { "\($0.file):\($0.start.line)" }
        }
        XCTAssertEqual(lines(interfaceFiles: []), ["Cells.swift:10"], "only the badge the app creates")
        let storyboard = Array(#"<tableViewCell customClass="FooterCell" customModule="Shop"/>"#.utf8)
        let plist = Array("<key>NSExtensionPrincipalClass</key><string>$(PRODUCT_MODULE_NAME).ShareViewController</string>".utf8)
        XCTAssertEqual(lines(interfaceFiles: [("Main.storyboard", storyboard)], infoPlists: [plist]),
                       ["Cells.swift:5", "Cells.swift:10", "Cells.swift:15"])
    }

    /// Two apps in one repository, each with a `ContentView`: the one its app shows ships, the other app's
    /// leftover one does not (a type that is not public is seen only by its own module).
    func testNamesAreScopedToTheirProject() {
        func placement(_ path: String) -> ProjectPlacement {
            ProjectPlacement(projectIsLintedWhole: true, isInTestFolder: false,
                             project: path.hasPrefix("Shop/") ? "/repo/Shop" : "/repo/Admin")
        }
        let files = [
            (path: "Shop/App.swift", text: Self.app(showing: "ContentView()")),
            (path: "Shop/ContentView.swift", text: Self.iconButton("ContentView")),
            (path: "Admin/ContentView.swift", text: Self.iconButton("ContentView")),
        ]
        XCTAssertEqual(findings(files, placement: placement), ["Shop/ContentView.swift:5 icon-only-button"])
        // One project holding both: the mention reaches the name, wherever it is declared.
        XCTAssertEqual(findings(files).count, 2)
    }

    func testViewOnlyAPreviewInAnotherFileShowsIsLeftAlone() {
        let previews = """
        import SwiftUI

        #Preview { RecentOrders() }

        struct RecentOrders_Previews: PreviewProvider {
            static var previews: some View { RecentOrders() }
        }
        """
        XCTAssertEqual(findings([("App.swift", Self.app), ("RecentOrders.swift", Self.iconButton("RecentOrders")),
                                 ("Previews.swift", previews)]), [])
    }

    /// A gallery view only previews show is no caller: the card every shipping screen draws as a button's label
    /// is read as that button, whatever the gallery does with it.
    func testCallsFromAViewThatNeverShipsAreNoCallers() {
        let card = """
        import SwiftUI

        struct GenreCard: View {
            let symbol: String
            let name: String
            var body: some View {
                VStack { Image(symbol); Text(name) }
            }
        }

        struct CardGallery: View {
            var body: some View { GenreCard(symbol: "puzzle", name: "Puzzle") }
        }

        #Preview { CardGallery() }
        """
        let home = Self.app(showing: "Button(action: {}) { GenreCard(symbol: \"racing\", name: \"Racing\") }")
        XCTAssertEqual(findings([("App.swift", home), ("GenreCard.swift", card)]), [])
    }

    /// A type with no inheritance clause and no attribute is made only where Swift code names it: a builder only
    /// previews call never ships, nor does the screen it builds; one the app names ships it. A builder that
    /// inherits or conforms to anything may be made in ways no mention shows, and ships.
    func testAScreenOnlyAnUnnamedBuilderMakesNeverShips() {
        let builder = """
            final class RecentOrdersBuilder {
                func build() -> RecentOrders { RecentOrders() }
            }

            #Preview { RecentOrdersBuilder().build() }
            """
        let screen = ("RecentOrders.swift", Self.iconButton("RecentOrders"))
        XCTAssertEqual(findings([("App.swift", Self.app), screen, ("Builder.swift", builder)]), [])
        XCTAssertEqual(findings([("App.swift", Self.app(showing: "RecentOrdersBuilder().build()")), screen,
                                 ("Builder.swift", builder)]), ["RecentOrders.swift:5 icon-only-button"])
        let conforming = builder.replacingOccurrences(of: "RecentOrdersBuilder {", with: "RecentOrdersBuilder: Builder {")
        XCTAssertEqual(findings([("App.swift", Self.app), screen, ("Builder.swift", conforming)]),
                       ["RecentOrders.swift:5 icon-only-button"])
    }

    /// A debug menu shown only under `#if DEBUG` reaches no one who installs the app; under `#else` it ships.
    func testViewOnlyDebugBuildsShowIsLeftAlone() {
        let debugOnly = Self.app(showing: "\n#if DEBUG\nDeveloperMenu()\n#endif\n")
        XCTAssertEqual(findings([("App.swift", debugOnly), ("DeveloperMenu.swift", Self.iconButton("DeveloperMenu"))]),
                       [])
        let releaseToo = Self.app(showing: "\n#if DEBUG\nText(\"Debug\")\n#else\nDeveloperMenu()\n#endif\n")
        XCTAssertEqual(findings([("App.swift", releaseToo), ("DeveloperMenu.swift", Self.iconButton("DeveloperMenu"))]),
                       ["DeveloperMenu.swift:5 icon-only-button"])
    }

    /// Rows shown only when the build is not the production one (`if !isProduction`), or by a member named as a
    /// debugging tool, reach no one who installs the app; the same view shown outside them ships.
    func testViewOnlyDevelopmentBuildsShowIsLeftAlone() {
        let environmentOnly = Self.app(showing: """

            if !ConfigManager.shared.isProduction { LogsScreen() }
            if environment == .staging { DeveloperMenu() }
            """)
        XCTAssertEqual(findings([("App.swift", environmentOnly), ("LogsScreen.swift", Self.iconButton("LogsScreen")),
                                 ("DeveloperMenu.swift", Self.iconButton("DeveloperMenu"))]), [])
        let debugMember = Self.app(showing: "internalDebugRows").replacingOccurrences(
            of: "struct HomeScreen: View {",
            with: "struct HomeScreen: View {\n    private var internalDebugRows: some View { LogsScreen() }")
        XCTAssertEqual(findings([("App.swift", debugMember), ("LogsScreen.swift", Self.iconButton("LogsScreen"))]), [])
        let shipped = Self.app(showing: "if isProduction { LogsScreen() }")
        XCTAssertEqual(findings([("App.swift", shipped), ("LogsScreen.swift", Self.iconButton("LogsScreen"))]),
                       ["LogsScreen.swift:5 icon-only-button"])
    }

    /// A sheet bound to a private `@State` flag that starts `false` and that nothing sets is never presented: the
    /// screen only it shows never ships, and its own content is never drawn. Once something sets the flag, both do.
    func testAScreenOnlyANeverPresentedSheetShowsNeverShips() {
        func screen(_ opening: String) -> String {
            """
            import SwiftUI

            struct BackupScreen: View {
                @State private var showingTests = false
                var body: some View {
                    VStack { Text("Backups"); \(opening) }
                        .sheet(isPresented: $showingTests) {
                            TestHarness()
                            Button(action: {}) { Image("glyph") }
                        }
                }
            }
            """
        }
        let never = [(path: "App.swift", text: Self.app(showing: "BackupScreen()")),
                     (path: "BackupScreen.swift", text: screen("")),
                     (path: "TestHarness.swift", text: Self.iconButton("TestHarness"))]
        XCTAssertEqual(findings(never), [])
        var opened = never
        opened[1].text = screen("Button(\"Run tests\") { showingTests = true }")
        XCTAssertEqual(findings(opened), ["BackupScreen.swift:9 icon-only-button", "TestHarness.swift:5 icon-only-button"])
        // A private property is set from an extension in the same file as well.
        var openedByExtension = never
        openedByExtension[1].text = screen("") + "\nextension BackupScreen { func runTests() { showingTests = true } }\n"
        XCTAssertEqual(findings(openedByExtension),
                       ["BackupScreen.swift:9 icon-only-button", "TestHarness.swift:5 icon-only-button"])
    }

    /// A branch on a private `@State` that starts empty and is only ever set back to empty (`toast = nil` after
    /// a delay, nothing giving it a message) is never entered: its content is never drawn and a screen only it
    /// shows never ships. A `false` flag only ever set to `false` is the same; once something gives either a value,
    /// the branch draws.
    func testABranchOnStateNothingEverFillsIsNeverEntered() {
        func screen(_ setting: String) -> String {
            """
            import SwiftUI

            struct RulesScreen: View {
                @State private var toast: String?
                @State private var showsTip = false
                var body: some View {
                    VStack {
                        Text("Posting rules")
                        if let message = toast {
                            Text(message).onAppear { withAnimation { toast = nil } }
                        }
                        if showsTip { TipCard() }
                        Button("Done") { showsTip = false; \(setting) }
                    }
                }
            }
            """
        }
        let never = [(path: "App.swift", text: Self.app(showing: "RulesScreen()")),
                     (path: "RulesScreen.swift", text: screen("")),
                     (path: "TipCard.swift", text: Self.iconButton("TipCard"))]
        XCTAssertEqual(findings(never), [])
        var filled = never
        filled[1].text = screen("toast = \"Saved\"; showsTip = true")
        XCTAssertEqual(findings(filled), ["TipCard.swift:5 icon-only-button"])
    }

    /// A private view helper nothing calls draws nothing: a view only it shows never ships. Called, it does.
    func testAViewOnlyAnUncalledPrivateHelperShowsNeverShips() {
        func row(showing helper: String) -> String {
            """
            import SwiftUI

            struct CategoryRow: View {
                var body: some View { HStack { Text("Food"); \(helper) } }
            }

            private extension CategoryRow {
                var checkbox: some View { CheckBox() }
                var deleteButton: some View { Button("Delete") { delete() } }
            }
            """
        }
        func files(_ helper: String) -> [(path: String, text: String)] {
            [(path: "App.swift", text: Self.app(showing: "CategoryRow()")),
             (path: "CategoryRow.swift", text: row(showing: helper)),
             (path: "CheckBox.swift", text: Self.iconButton("CheckBox"))]
        }
        XCTAssertEqual(findings(files("deleteButton")), [])
        XCTAssertEqual(findings(files("checkbox")), ["CheckBox.swift:5 icon-only-button"])
    }

    /// A font constant of an app's type scale that no code names sizes no text: its fixed size is not reported,
    /// while the constants the app applies are.
    func testAFontConstantNothingNamesIsLeftAlone() {
        let typography = """
            import SwiftUI

            enum Typography {
                static let titleSmall = Font.system(size: 18, weight: .semibold)
                static let body = Font.system(size: 14)
            }
            """
        let files = [(path: "App.swift", text: Self.app(showing: "Text(\"Streak\").font(Typography.body)")),
                     (path: "Typography.swift", text: typography)]
        XCTAssertEqual(findings(files), ["Typography.swift:5 fixed-font-size"])
    }

    /// A view shown only as the fallback of an `#available` check every release the app deploys to passes is never
    /// drawn; deployed to a release that may fail the check, it ships.
    func testAViewOnlyADeadAvailabilityFallbackShowsNeverShips() {
        let chart = Self.app(showing: """
            if #available(iOS 17.0, *) { Text("Chart") } else { LegacyChart() }
            """)
        func findings(deployingTo release: String) -> [String] {
            let inputs = [(path: "App.swift", text: chart), (path: "LegacyChart.swift", text: Self.iconButton("LegacyChart"))]
                .map { SourceInput(path: $0.path, bytes: Array($0.text.utf8), platforms: ["ios"],
                                   deploymentTargets: ["ios": OSVersion(release)!], placement: Self.whole) }
            return LintSession(configuration: Configuration()).lint(inputs).findings
                .map { "\($0.file):\($0.start.line) \($0.ruleID)" }
        }
        XCTAssertEqual(findings(deployingTo: "18.0"), [])
        XCTAssertEqual(findings(deployingTo: "16.0"), ["LegacyChart.swift:5 icon-only-button"])
    }

    /// A badge only `#if os(macOS)` code shows ships on macOS alone: iOS-only rules (Dynamic Type) say nothing of
    /// it, wherever its own file builds. Shown in the other branch too, it ships everywhere.
    func testViewOnlyMacOSCodeShowsGetsMacOSFindingsOnly() {
        let badge = """
            import SwiftUI

            struct Badge: View {
                var body: some View { Text("New").font(.system(size: 10)) }
            }
            """
        let macOnly = Self.app(showing: "\n#if os(macOS)\nBadge()\n#endif\n")
        XCTAssertEqual(findings([("App.swift", macOnly), ("Badge.swift", badge)]), [])
        let both = Self.app(showing: "\n#if os(macOS)\nBadge()\n#else\nBadge().padding()\n#endif\n")
        XCTAssertEqual(findings([("App.swift", both), ("Badge.swift", badge)]), ["Badge.swift:4 fixed-font-size"])
        // A second `Badge` in another target of the project: which one a mention means is unknown.
        let tvBadge = "import SwiftUI\n\nstruct Badge: View {\n    var body: some View { Text(\"TV\") }\n}\n"
        XCTAssertEqual(findings([("App.swift", macOnly), ("Badge.swift", badge), ("TV/Badge.swift", tvBadge)]),
                       ["Badge.swift:4 fixed-font-size"])
    }

    func testViewAShippingViewAlsoShowsIsReported() {
        let home = Self.app(showing: "RecentOrders()")
        let previews = "import SwiftUI\n\n#Preview { RecentOrders() }\n"
        XCTAssertEqual(findings([("App.swift", home), ("RecentOrders.swift", Self.iconButton("RecentOrders")),
                                 ("Previews.swift", previews)]),
                       ["RecentOrders.swift:5 icon-only-button"])
    }

    func testViewNothingMentionsIsLeftAloneButAPublicOneIsReported() {
        XCTAssertEqual(findings([("App.swift", Self.app), ("ContentView.swift", Self.iconButton("ContentView"))]), [])
        // A library's public view: other packages may show it.
        XCTAssertEqual(findings([("Sources/Kit/Badge.swift", Self.iconButton("Badge", isPublic: true))]),
                       ["Sources/Kit/Badge.swift:5 icon-only-button"])
        // A public extension's members are public too.
        let modifier = """
        import SwiftUI

        public extension View {
            func closeButton() -> some View {
                overlay { Button(action: {}) { Image("glyph") } }
            }
        }
        """
        XCTAssertEqual(findings([("Sources/Kit/Close.swift", modifier)]), ["Sources/Kit/Close.swift:5 icon-only-button"])
    }

    /// An app's local package serves only the app around it: its public views ship when the app (or a shipping
    /// view of the package) shows them, and an unused one, or one only a preview shows, does not.
    func testPublicViewsOfAnAppsLocalPackageShipOnlyWhenShown() {
        func placement(_ path: String) -> ProjectPlacement {
            let isPackage = path.hasPrefix("Packages/Kit/")
            return ProjectPlacement(projectIsLintedWhole: true, isInTestFolder: false,
                                    project: isPackage ? "/repo/Packages/Kit" : "/repo", scope: "/repo",
                                    servesOnlyItsScope: isPackage)
        }
        let unusedScreen = Self.iconButton("SampleScreen", isPublic: true) + "\n#Preview { SampleScreen() }\n"
        // A private view of the package named like a public one of it, which its file shows: which a mention means
        // is unknown. (One its file never names is never shown: `ShippingScopesTests`.)
        let privateNamesake = Self.iconButton("Legacy").replacingOccurrences(of: "struct Legacy", with: "private struct Badge")
            + "\nstruct LegacyHost: View { var body: some View { Badge() } }\n"
        let files = [
            (path: "App/App.swift", text: Self.app(showing: "Badge()")),
            (path: "Packages/Kit/Badge.swift", text: Self.iconButton("Badge", isPublic: true)),
            (path: "Packages/Kit/SampleScreen.swift", text: unusedScreen),
            (path: "Packages/Kit/Unused.swift", text: Self.iconButton("Unused", isPublic: true)),
        ]
        XCTAssertEqual(findings(files, placement: placement), ["Packages/Kit/Badge.swift:5 icon-only-button"])
        XCTAssertEqual(findings(files + [(path: "Packages/Kit/Old.swift", text: privateNamesake)], placement: placement),
                       ["Packages/Kit/Badge.swift:5 icon-only-button", "Packages/Kit/Old.swift:5 icon-only-button"])
        // The app's project also declares a `Badge` (another of its modules): a mention may mean either.
        XCTAssertEqual(findings(files + [(path: "Watch/Badge.swift", text: Self.iconButton("Badge"))], placement: placement),
                       ["Packages/Kit/Badge.swift:5 icon-only-button", "Watch/Badge.swift:5 icon-only-button"])
        // A package that is its repository's outermost project is a library: others may show its public views.
        XCTAssertEqual(findings(files).count, 3)
        // An extension names the view it extends, in the package or in the app: that shows nothing.
        let extensions = "import SwiftUI\n\nextension Unused {\n    static let title = \"Unused\"\n}\n"
        XCTAssertEqual(findings(files + [(path: "Packages/Kit/Unused+Title.swift", text: extensions),
                                         (path: "App/Unused+Title.swift", text: extensions)], placement: placement),
                       ["Packages/Kit/Badge.swift:5 icon-only-button"])
    }

    /// A debugging tool (`DebugMenu`, `NetworkDebugView`) is a developer's screen: its findings, and those of the
    /// views only it shows, are left alone, even when the app links to it behind a hidden switch.
    func testDebugToolsAndWhatOnlyTheyShowNeverShip() {
        let debugMenu = Self.iconButton("NetworkDebugView").replacingOccurrences(of: "Text(\"NetworkDebugView\")",
                                                                                 with: "LogRow()")
        let files = [
            (path: "App.swift", text: Self.app(showing: "if showsDebug { NetworkDebugView() }; Badge()")),
            (path: "NetworkDebugView.swift", text: debugMenu),
            (path: "LogRow.swift", text: Self.iconButton("LogRow")),
            (path: "Badge.swift", text: Self.iconButton("Badge")),
        ]
        XCTAssertEqual(findings(files), ["Badge.swift:5 icon-only-button"])
        XCTAssertTrue(ShippingCode.isDebugTool("DebugMenu"))
        XCTAssertTrue(ShippingCode.isDebugTool("RetroDebugView"))
        XCTAssertTrue(ShippingCode.isDebugTool("debugOverlay"))
        XCTAssertFalse(ShippingCode.isDebugTool("DebuggerConsole"))
        XCTAssertFalse(ShippingCode.isDebugTool("UIDebugBridge"))
        XCTAssertFalse(ShippingCode.isDebugTool("Undebug"))
    }

    /// A widget extension shows its `@main` widget, or the widgets its `@main` bundle lists: a bundle whose `@main`
    /// was commented out, and the widgets and views only it names, never reach a Home Screen.
    func testWidgetsOnlyAnUnusedBundleListsNeverShip() {
        func widget(_ name: String, view: String) -> String {
            """
            import SwiftUI
            import WidgetKit

            struct \(name): Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "\(name)", provider: Provider()) { entry in \(view)() }
                }
            }
            """
        }
        func bundle(_ name: String, isMain: Bool, widgets: String) -> String {
            "import SwiftUI\nimport WidgetKit\n\n\(isMain ? "@main" : "// @main")\nstruct \(name): WidgetBundle {\n"
                + "    var body: some Widget { \(widgets) }\n}\n"
        }
        let files = [
            (path: "Widgets/Basic.swift", text: bundle("BasicBundle", isMain: true, widgets: "StatusWidget()")),
            (path: "Widgets/Advanced.swift", text: bundle("AdvancedBundle", isMain: false, widgets: "MapWidget()")),
            (path: "Widgets/StatusWidget.swift", text: widget("StatusWidget", view: "StatusView")),
            (path: "Widgets/MapWidget.swift", text: widget("MapWidget", view: "MapView")),
            (path: "Widgets/StatusView.swift", text: Self.iconButton("StatusView")),
            (path: "Widgets/MapView.swift", text: Self.iconButton("MapView")),
        ]
        XCTAssertEqual(findings(files), ["Widgets/StatusView.swift:5 icon-only-button"])
        // One widget that is the extension's entry itself ships.
        let single = widget("MapWidget", view: "MapView").replacingOccurrences(of: "struct", with: "@main\nstruct")
        XCTAssertEqual(findings([(path: "Widgets/MapWidget.swift", text: single),
                                 (path: "Widgets/MapView.swift", text: Self.iconButton("MapView"))]),
                       ["Widgets/MapView.swift:5 icon-only-button"])
    }

    /// A view's helper no code calls is never drawn, nor the helpers only it calls; one another file calls, one
    /// SwiftUI calls (`body`, `makeBody`), an override and a library's public one may be.
    func testViewHelpersNothingCallsNeverDraw() {
        let settings = """
            import SwiftUI

            struct SettingsScreen: View {
                var body: some View { List { themeRow } }
                var themeRow: some View { settingsRow("Theme") }
                var passwordRow: some View { settingsRow("Password") }
                var privacyRow: some View { settingsRow("Privacy") }
                func settingsRow(_ title: String) -> some View {
                    Button(action: {}) { Image("chevron") }
                }
                func legacyRow(_ title: String) -> some View {
                    Button(action: {}) { Image("chevron") }
                }
                func badge() -> AnyView { AnyView(Button(action: {}) { Image("badge") }) }
            }
            """
        let app = Self.app(showing: "SettingsScreen()")
        XCTAssertEqual(findings([("App.swift", app), ("Settings.swift", settings)]),
                       ["Settings.swift:9 icon-only-button"])
        // Another file calls one of them: it ships.
        let caller = "import SwiftUI\n\nextension SettingsScreen {\n    var footer: some View { badge() }\n}\n"
        XCTAssertEqual(findings([("App.swift", app.replacingOccurrences(of: "SettingsScreen()",
                                                                        with: "SettingsScreen().footer")),
                                 ("Settings.swift", settings), ("Footer.swift", caller)]),
                       ["Settings.swift:9 icon-only-button", "Settings.swift:14 icon-only-button"])
        // A library's public helper: other packages may call it.
        let library = settings.replacingOccurrences(of: "func legacyRow", with: "public func legacyRow")
        XCTAssertEqual(findings([("App.swift", app), ("Settings.swift", library)]),
                       ["Settings.swift:9 icon-only-button", "Settings.swift:12 icon-only-button"])
        // Linted alone, a file's helpers may be called from anywhere.
        XCTAssertEqual(findings([("Settings.swift", settings)], placement: { _ in .unknown }).count, 3)
    }

    /// A file no target builds (an old copy left on disk) is not linted, and the views only it shows never ship.
    func testFilesNoTargetBuildsAreNotLintedAndShowNothing() {
        let leftover = "import SwiftUI\n\nstruct OldHome: View {\n    var body: some View { ReceiptView() }\n}\n"
        let leftOut: (String) -> ProjectPlacement = {
            ProjectPlacement(projectIsLintedWhole: true, isInTestFolder: false,
                             isLeftOutOfEveryTarget: $0.hasPrefix("Old/"))
        }
        let app = Self.app(showing: "OldHome(); Badge()")
        XCTAssertEqual(findings([("App.swift", app), ("ReceiptView.swift", Self.iconButton("ReceiptView")),
                                 ("Old/OldHome.swift", leftover), ("Old/Badge.swift", Self.iconButton("Badge"))],
                                placement: leftOut), [])
        // The same files built: the app shows both views, and the old home screen the receipt.
        XCTAssertEqual(findings([("App.swift", app), ("ReceiptView.swift", Self.iconButton("ReceiptView")),
                                 ("OldHome.swift", leftover), ("Badge.swift", Self.iconButton("Badge"))],
                                placement: leftOut),
                       ["Badge.swift:5 icon-only-button", "ReceiptView.swift:5 icon-only-button"])
    }

    func testViewOnlyTestsShowIsLeftAlone() {
        let snapshotTest = """
        import SnapshotTesting
        import XCTest

        final class ReceiptTests: XCTestCase {
            func testReceipt() { assertSnapshot(of: ReceiptView(), as: .image) }
        }
        """
        XCTAssertEqual(findings([("App.swift", Self.app), ("ReceiptView.swift", Self.iconButton("ReceiptView")),
                                 ("ReceiptTests.swift", snapshotTest)]), [])
        // A host view in a UI-test target's folder, which imports no test module.
        let host = "import SwiftUI\n\nstruct Host: View {\n    var body: some View { ReceiptView() }\n}\n"
        let inTestFolder: (String) -> ProjectPlacement = {
            ProjectPlacement(projectIsLintedWhole: true, isInTestFolder: $0.hasPrefix("ShopUITests/"))
        }
        XCTAssertEqual(findings([("App.swift", Self.app), ("ReceiptView.swift", Self.iconButton("ReceiptView")),
                                 ("ShopUITests/Host.swift", host)], placement: inTestFolder), [])
        // `include_tests: true`: test code counts as shipping, and its mentions with it.
        var configuration = Configuration()
        configuration.includeTests = true
        XCTAssertEqual(findings([("App.swift", Self.app), ("ReceiptView.swift", Self.iconButton("ReceiptView")),
                                 ("ReceiptTests.swift", snapshotTest)], configuration: configuration),
                       ["ReceiptView.swift:5 icon-only-button"])
        // …but a host view in a test folder that nothing mentions still shows nothing.
        XCTAssertEqual(findings([("App.swift", Self.app), ("ReceiptView.swift", Self.iconButton("ReceiptView")),
                                 ("ShopUITests/Host.swift", host)], placement: inTestFolder, configuration: configuration),
                       [])
    }

    /// A documentation-test target's snippets (`DocumentationTests/…`) import no test module but ship to no one:
    /// their own findings are left out, unless the configuration lints tests.
    func testFindingsOfATestFolderAreLeftOut() {
        let snippet = """
        import SwiftUI

        private func content() {
            struct CallControls: View {
                var body: some View { Button(action: {}) { Image("ic_hangup") } }
            }
        }
        """
        let inTestFolder: (String) -> ProjectPlacement = {
            ProjectPlacement(projectIsLintedWhole: true, isInTestFolder: $0.hasPrefix("DocumentationTests/"))
        }
        XCTAssertEqual(findings([("App.swift", Self.app), ("DocumentationTests/Snippets.swift", snippet)],
                                placement: inTestFolder), [])
        var configuration = Configuration()
        configuration.includeTests = true
        XCTAssertEqual(findings([("App.swift", Self.app), ("DocumentationTests/Snippets.swift", snippet)],
                                placement: inTestFolder, configuration: configuration),
                       ["DocumentationTests/Snippets.swift:5 icon-only-button"])
    }

    func testChainFromAPreviewOnlyViewIsLeftAloneToItsEnd() {
        let card = """
        import SwiftUI

        struct PromoCard: View {
            var body: some View { PromoBadge().modifier(Shine()) }
        }

        struct Shine: ViewModifier {
            func body(content: Content) -> some View {
                content.overlay { Button(action: {}) { Image("sparkle") } }
            }
        }

        #Preview { PromoCard() }
        """
        XCTAssertEqual(findings([("App.swift", Self.app), ("PromoCard.swift", card),
                                 ("PromoBadge.swift", Self.iconButton("PromoBadge"))]), [])
        // Once a shipping view shows the head of the chain, all of it ships.
        let home = Self.app(showing: "PromoCard()")
        XCTAssertEqual(findings([("App.swift", home), ("PromoCard.swift", card),
                                 ("PromoBadge.swift", Self.iconButton("PromoBadge"))]),
                       ["PromoBadge.swift:5 icon-only-button", "PromoCard.swift:9 icon-only-button"])
    }

    /// A function at file scope that returns a view is reached through its callers, as a view is: one only previews
    /// call (a preview scaffold with its own navigation stack) never ships.
    func testFileScopeViewFunctionsShipWhenShippingCodeCallsThem() {
        let helpers = """
        import SwiftUI

        func previewStack(_ content: () -> AnyView) -> some View {
            NavigationView {
                NavigationLink(isActive: .constant(true)) { content() } label: { Text("Open") }
            }
        }

        func ringButton() -> some View {
            Button(action: {}) { Image("ring_glyph") }
        }
        """
        let previews = """
        import SwiftUI

        struct HomeScreen_Previews: PreviewProvider {
            static var previews: some View { previewStack { AnyView(ringButton()) } }
        }
        """
        XCTAssertEqual(findings([("App.swift", Self.app), ("Helpers.swift", helpers), ("Previews.swift", previews)]), [])
        XCTAssertEqual(findings([("App.swift", Self.app(showing: "ringButton()")), ("Helpers.swift", helpers),
                                 ("Previews.swift", previews)]),
                       ["Helpers.swift:10 icon-only-button"])
    }

    func testViewExtensionMembersShipWhenShippingCodeCallsThem() {
        let modifiers = """
        import SwiftUI

        extension View {
            func dismissButton() -> some View {
                overlay { Button(action: {}) { Image("dismiss_badge") } }
            }

            func `if`(_ condition: Bool) -> some View {
                overlay { Button(action: {}) { Image("flag") } }
            }

            static func + (view: Self, badge: Int) -> some View {
                view.overlay { Button(action: {}) { Image("badge") } }
            }

            func callAsFunction() -> some View {
                overlay { Button(action: {}) { Image("ring") } }
            }
        }
        """
        // Operators and `callAsFunction` are called without their names: they ship.
        XCTAssertEqual(findings([("App.swift", Self.app), ("Modifiers.swift", modifiers)]),
                       ["Modifiers.swift:13 icon-only-button", "Modifiers.swift:17 icon-only-button"])
        // `.if(…)`: a keyword as a member's name is a mention of the backticked declaration.
        let home = Self.app(showing: "Text(\"Tip\").if(true).dismissButton()")
        XCTAssertEqual(findings([("App.swift", home), ("Modifiers.swift", modifiers)]),
                       ["Modifiers.swift:5 icon-only-button", "Modifiers.swift:9 icon-only-button",
                        "Modifiers.swift:13 icon-only-button", "Modifiers.swift:17 icon-only-button"])
    }

    /// A member of an extension of a shape or a built-in view is called as a modifier too: it ships when shipping
    /// code calls it, and not when only previews do.
    func testShapeExtensionMembersShipOnlyWhenShippingCodeCallsThem() {
        let modifiers = """
        import SwiftUI

        extension Circle {
            func circularButton(systemName: String, action: @escaping () -> Void) -> some View {
                overlay { Button(action: action) { Image(systemName: systemName) } }
            }
        }
        """
        let previews = """
        import SwiftUI

        #Preview {
            Circle().circularButton(systemName: "plus") {}
        }
        """
        XCTAssertEqual(findings([("App.swift", Self.app), ("Modifiers.swift", modifiers), ("Previews.swift", previews)]),
                       [])
        let home = Self.app(showing: "Circle().circularButton(systemName: symbol) {}")
        XCTAssertEqual(findings([("App.swift", home), ("Modifiers.swift", modifiers)]),
                       ["Modifiers.swift:5 icon-only-button"])
    }

    func testProjectLintedInPartShips() {
        let files = [("App.swift", Self.app), ("ContentView.swift", Self.iconButton("ContentView"))]
        XCTAssertEqual(findings(files, placement: { _ in .unknown }), ["ContentView.swift:5 icon-only-button"])
        // One file of the view's project unknown: the rest of that project may use it.
        XCTAssertEqual(findings(files, placement: { $0 == "App.swift" ? Self.whole : .unknown }),
                       ["ContentView.swift:5 icon-only-button"])
        // A single file linted on its own (no index built) keeps every finding.
        let linter = Linter(configuration: Configuration())
        XCTAssertEqual(linter.lint(path: "ContentView.swift", bytes: Array(Self.iconButton("ContentView").utf8)).count, 1)
    }

    func testNamesAClassOrAStoryboardMayUseShip() {
        // A class of the same name that a storyboard names as its custom class ships, and the name with it; with
        // no interface file naming it, nothing uses either.
        let controller = "import UIKit\n\nfinal class Banner: UIViewController {}\n"
        let files = [("App.swift", Self.app), ("Banner.swift", Self.iconButton("Banner")),
                     ("BannerController.swift", controller)]
        let storyboard = Array(#"<viewController customClass="Banner" customModule="Shop"/>"#.utf8)
        XCTAssertEqual(findings(files, interfaceFiles: [("Main.storyboard", storyboard)]),
                       ["Banner.swift:5 icon-only-button"])
        XCTAssertEqual(findings(files), [])
        // Any other class (a model, a coordinator) is not judged: Objective-C code may create it.
        let model = "import Foundation\n\nfinal class Banner: NSObject {}\n"
        XCTAssertEqual(findings([("App.swift", Self.app), ("Banner.swift", Self.iconButton("Banner")),
                                 ("BannerModel.swift", model)]),
                       ["Banner.swift:5 icon-only-button"])
        // A view a `UIHostingController` hosts is mentioned by shipping code.
        let hosting = """
        import SwiftUI

        final class BannerController: UIHostingController<Banner> {
            init() { super.init(rootView: Banner()) }
        }
        """
        XCTAssertEqual(findings([("Banner.swift", Self.iconButton("Banner")), ("BannerController.swift", hosting)]),
                       ["Banner.swift:5 icon-only-button"])
    }

    func testPreviewsAndDebugImportsDoNotMakeAShippingFileTestCode() {
        // `@testable import` under `#if DEBUG` is a preview's, not a test target's.
        let home = Self.app(showing: "Button(action: {}) { Image(\"glyph\") }")
            + "\n\n#if DEBUG\n@testable import ShopCore\n#Preview { HomeScreen() }\n#endif\n"
        XCTAssertEqual(findings([("App.swift", home)]), ["App.swift:11 icon-only-button"])
        // `include_previews: true`: previews ship, and the views only they show with them.
        var configuration = Configuration()
        configuration.includePreviews = true
        let previews = "import SwiftUI\n\n#Preview { RecentOrders() }\n"
        XCTAssertEqual(findings([("App.swift", Self.app), ("RecentOrders.swift", Self.iconButton("RecentOrders")),
                                 ("Previews.swift", previews)], configuration: configuration),
                       ["RecentOrders.swift:5 icon-only-button"])
    }

    /// 20,000 views in a chain, each showing the next, and 20,000 more declarations of one name: the walk visits
    /// each mention once (a chain walked again from every link would be 200 million steps).
    func testLongChainsAndManyDeclarationsOfOneNameAreLinear() {
        let count = 20_000
        var chain = "import SwiftUI\n"
        for number in 0..<count {
            chain += "struct V\(number): View { var body: some View { V\(number + 1)() } }\n"
        }
        chain += "struct V\(count): View { var body: some View { Text(\"end\") } }\n"
        chain += "#Preview { V0() }\n"
        let repeated = String(repeating: "struct Same: View { var body: some View { Same() } }\n", count: count)
        let shown = Self.app(showing: "V0()")
        let trees = [chain, repeated, shown].map { ViewTreeParser.parse(Lexer.lex($0)) }
        let started = RobustnessHostileSourceTests.threadCPUSeconds()
        let facts = trees.map { FileReferenceFacts.extract(tree: $0, placement: Self.whole) }
        let unshown = Reachability.neverShippingNames(Array(facts.prefix(2)), includePreviews: false, includeTests: false)
        XCTAssertEqual(unshown[""]?.count, count + 2)
        XCTAssertTrue(unshown[""]?.contains("V\(count)") == true && unshown[""]?.contains("Same") == true)
        // The same chain with its head shown by the app: all of it ships.
        XCTAssertEqual(Reachability.neverShippingNames(facts, includePreviews: false, includeTests: false),
                       ["": ["Same"]])
        XCTAssertLessThan(RobustnessHostileSourceTests.threadCPUSeconds() - started, 10 * SanitizerRuntime.cpuTimeFactor)
    }

    func testPlacementFollowsTheNearestProjectInsideTheLintedFolders() {
        let shop = ProjectLayout(lintedFolders: ["/work/shop"],
                                 projectFolders: ["/work/shop", "/work/shop/Packages/Kit", "/work/shop/Legacy"],
                                 leftOut: ["/work/shop/Legacy/Old"])
        func whole(_ project: String, tests: Bool = false, scope: String? = nil) -> ProjectPlacement {
            ProjectPlacement(projectIsLintedWhole: true, isInTestFolder: tests, project: project, scope: scope)
        }
        XCTAssertEqual(shop.placement(ofFile: "/work/shop/Shop/Home.swift").pathInProject, "Shop/Home.swift")
        let layout = PlacementsWithoutPaths(layout: shop)
        XCTAssertEqual(layout.placement(ofFile: "/work/shop/Shop/Home.swift"), whole("/work/shop"))
        XCTAssertEqual(layout.placement(ofFile: "/work/shop/ShopUITests/Launch.swift"), whole("/work/shop", tests: true))
        // A package inside the app's folder is scoped by it; as something in the app was left out, its public
        // declarations may serve unlinted code.
        XCTAssertEqual(layout.placement(ofFile: "/work/shop/Packages/Kit/Tests/KitTests/Badge.swift"),
                       whole("/work/shop/Packages/Kit", tests: true, scope: "/work/shop"))
        let complete = PlacementsWithoutPaths(layout: ProjectLayout(lintedFolders: ["/work/shop"],
                                                                    projectFolders: ["/work/shop", "/work/shop/Kit"],
                                                                    leftOut: []))
        XCTAssertTrue(complete.placement(ofFile: "/work/shop/Kit/Sources/Kit/Badge.swift").servesOnlyItsScope)
        XCTAssertFalse(complete.placement(ofFile: "/work/shop/Shop/Home.swift").servesOnlyItsScope)
        // Only folders below the project count: a project inside a folder named like a test target is not tests.
        let nested = PlacementsWithoutPaths(layout: ProjectLayout(lintedFolders: ["/src/ABTests"],
                                                                  projectFolders: ["/src/ABTests/App"], leftOut: []))
        XCTAssertEqual(nested.placement(ofFile: "/src/ABTests/App/Home.swift"), whole("/src/ABTests/App"))
        // A project something was left out of, a subfolder of a project, a folder with no project.
        XCTAssertFalse(layout.placement(ofFile: "/work/shop/Legacy/Screen.swift").projectIsLintedWhole)
        let subfolder = ProjectLayout(lintedFolders: ["/work/shop/Shop"], projectFolders: [], leftOut: [])
        XCTAssertEqual(subfolder.placement(ofFile: "/work/shop/Shop/Home.swift"), .unknown)
        XCTAssertEqual(ProjectLayout(lintedFolders: [], projectFolders: ["/work/shop"], leftOut: [])
            .placement(ofFile: "/work/shop/Home.swift"), .unknown)
    }

    /// Files in no project beside a repository's projects (class exercises, a scratch view, a folder an Xcode
    /// project elsewhere builds): a view only a preview shows there never ships, nor what only it shows; one any
    /// project's shipping code names ships, and so does what a loose `@main` app shows. With nothing of the kind
    /// left out and a project in the linted folder, never otherwise.
    func testViewsOutsideEveryProjectShipOnlyWhenShippingCodeNamesThem() {
        let repo = ProjectLayout(lintedFolders: ["/repo"], projectFolders: ["/repo/App"], leftOut: [])
        let loose = repo.placement(ofFile: "/repo/lecture/Week1/Exercise.swift")
        XCTAssertTrue(loose.liesOutsideEveryProject)
        XCTAssertEqual(loose.project, "/repo")
        XCTAssertFalse(repo.placement(ofFile: "/repo/App/Home.swift").liesOutsideEveryProject)
        XCTAssertEqual(ProjectLayout(lintedFolders: ["/repo"], projectFolders: [], leftOut: [])
            .placement(ofFile: "/repo/lecture/Week1/Exercise.swift"), .unknown, "no project: the folder may be one")
        XCTAssertEqual(ProjectLayout(lintedFolders: ["/repo"], projectFolders: ["/repo/App"],
                                     leftOut: ["/repo/lecture/Week2"])
            .placement(ofFile: "/repo/lecture/Week1/Exercise.swift"), .unknown, "a loose folder was left out")

        func placement(_ path: String) -> ProjectPlacement {
            guard !path.hasPrefix("App/") else {
                return ProjectPlacement(projectIsLintedWhole: true, isInTestFolder: false, project: "/repo/App")
            }
            var placement = ProjectPlacement(projectIsLintedWhole: false, isInTestFolder: false, project: "/repo")
            placement.liesOutsideEveryProject = true
            return placement
        }
        let exercise = Self.iconButton("ExerciseView")
            .replacingOccurrences(of: "Text(\"ExerciseView\")", with: "ExerciseDetail()") + "\n#Preview { ExerciseView() }\n"
        let demo = Self.app.replacingOccurrences(of: "HomeScreen()", with: "DemoScreen()")
            .replacingOccurrences(of: "ShopApp", with: "DemoApp").replacingOccurrences(of: "struct HomeScreen", with: "struct DemoHome")
        let files = [
            (path: "App/App.swift", text: Self.app(showing: "SharedBadge()")),
            (path: "Shared/SharedBadge.swift", text: Self.iconButton("SharedBadge")),
            (path: "lecture/ExerciseView.swift", text: exercise),
            (path: "lecture/ExerciseDetail.swift", text: Self.iconButton("ExerciseDetail")),
            (path: "lecture/Demo/DemoApp.swift", text: demo),
            (path: "lecture/Demo/DemoScreen.swift", text: Self.iconButton("DemoScreen")),
        ]
        XCTAssertEqual(findings(files, placement: placement),
                       ["Shared/SharedBadge.swift:5 icon-only-button", "lecture/Demo/DemoScreen.swift:5 icon-only-button"])
        XCTAssertEqual(findings(files, placement: { $0.hasPrefix("App/") ? placement($0) : .unknown }).count, 4,
                       "outside a linted repository every loose view may ship")
    }

    /// A repository with no project at all (an app whose Xcode project was never committed): read whole from its
    /// root, its files lie outside every project, and they are judged when one of them starts an app. A view only a
    /// preview shows then never ships; in a folder of views with no app, or one not read from its root, every view
    /// may be shown by code the run does not see.
    func testAProjectlessRepositoryIsJudgedWhenItHoldsAnApp() {
        let repository = ProjectLayout(lintedFolders: ["/repo"], projectFolders: [], leftOut: [], repositoryRoots: ["/repo"])
        let placement = repository.placement(ofFile: "/repo/App/Views/Streak.swift")
        XCTAssertTrue(placement.liesOutsideEveryProject)
        XCTAssertTrue(placement.needsAppAmongFilesOutsideProjects)
        XCTAssertEqual(ProjectLayout(lintedFolders: ["/repo"], projectFolders: [], leftOut: [])
            .placement(ofFile: "/repo/App/Views/Streak.swift"), .unknown, "not a repository's root")

        let outside: (String) -> ProjectPlacement = { _ in placement }
        let streak = Self.iconButton("StreakBanner") + "\n#Preview { StreakBanner() }\n"
        let files = [(path: "App/App.swift", text: Self.app), (path: "App/Views/Streak.swift", text: streak)]
        XCTAssertEqual(findings(files, placement: outside), [])
        XCTAssertEqual(findings(Array(files.dropFirst()), placement: outside), ["App/Views/Streak.swift:5 icon-only-button"],
                       "no app among them: a library of views")
    }

    /// The placement of `path` in a workspace at `/repo` of two projects: the app's (`/repo/App`), and a module
    /// that serves only the workspace (`/repo/<module>`, the paths starting with `<module>/`).
    static func workspacePlacement(_ path: String, module: String) -> ProjectPlacement {
        let isModule = path.hasPrefix(module + "/")
        var placement = ProjectPlacement(projectIsLintedWhole: true, isInTestFolder: false,
                                         project: isModule ? "/repo/" + module : "/repo/App", scope: "/repo",
                                         servesOnlyItsScope: isModule)
        placement.pathInProject = String(path.drop { $0 != "/" }.dropFirst())
        return placement
    }

    /// A demo app kept inside a module (Tuist's `Feature/Friend/Example`, beside the feature's sources) ships to no
    /// one when the repository's real app starts elsewhere: its findings, and those of views only it shows, are
    /// left alone. Without another app, the example is the app.
    func testDemoAppsInsideAModuleNeverShip() {
        let placement = { Self.workspacePlacement($0, module: "Feature") }
        let demo = Self.app.replacingOccurrences(of: "HomeScreen()", with: "RequestsScreen()")
            .replacingOccurrences(of: "struct HomeScreen", with: "struct DemoHome")
        let files = [
            (path: "App/Sources/App.swift", text: Self.app(showing: "FriendsScreen()")),
            (path: "Feature/Example/Sources/DemoApp.swift", text: demo),
            (path: "Feature/Sources/FriendsScreen.swift", text: Self.iconButton("FriendsScreen", isPublic: true)),
            (path: "Feature/Sources/RequestsScreen.swift", text: Self.iconButton("RequestsScreen", isPublic: true)),
        ]
        XCTAssertEqual(findings(files, placement: placement),
                       ["Feature/Sources/FriendsScreen.swift:5 icon-only-button"])
        XCTAssertEqual(findings(Array(files.dropFirst()), placement: placement).count, 1, "no other app: it is the app")
        XCTAssertEqual(ProjectLayout.demoAppFolders(appEntries: files.prefix(2).map { placement($0.path) }),
                       ["/repo/Feature/Example"])
    }

    /// A design system's own app (`DesignSystem/DesignSystemUI`, beside its `DesignSystemKit`) or a component
    /// catalogue shows the components to their developers: a demo, when the real app starts elsewhere. The kit's
    /// folder, which the real app draws with, is not one.
    func testADesignSystemsCatalogueAppIsADemo() {
        func entry(project: String, path: String) -> ProjectPlacement {
            var placement = ProjectPlacement(projectIsLintedWhole: true, isInTestFolder: false, project: project,
                                             scope: "/repo", servesOnlyItsScope: project != "/repo/App")
            placement.pathInProject = path
            return placement
        }
        let app = entry(project: "/repo/App", path: "Sources/ShopApp.swift")
        XCTAssertEqual(ProjectLayout.demoAppFolders(appEntries: [
            app, entry(project: "/repo/Projects/DesignSystem", path: "DesignSystemUI/Sources/CatalogApp.swift"),
            entry(project: "/repo/Feature/Cart", path: "ComponentGallery/CartGalleryApp.swift"),
        ]), ["/repo/Projects/DesignSystem/DesignSystemUI", "/repo/Feature/Cart/ComponentGallery"])
        XCTAssertEqual(ProjectLayout.demoAppFolders(appEntries: [
            app, entry(project: "/repo/Projects/DesignSystem", path: "Sources/CatalogApp.swift"),
        ]), [], "an app among the design system's own sources: its folder is the kit's")
        XCTAssertEqual(ProjectLayout.demoAppFolders(appEntries: [
            app, entry(project: "/repo/Projects/UI/ShopDesignSystemApp", path: "Sources/CatalogApp.swift"),
        ]), ["/repo/Projects/UI/ShopDesignSystemApp"], "a project of its own, named as the catalogue's app")
        XCTAssertEqual(ProjectLayout.demoAppFolders(appEntries: [
            entry(project: "/repo/Projects/DesignSystem", path: "DesignSystemUI/Sources/CatalogApp.swift"),
        ]), [], "no other app: it is the app")
        XCTAssertTrue(ShippingCode.isCatalogFolder("DesignSystemUI"))
        XCTAssertFalse(ShippingCode.isCatalogFolder("SystemDesignNotes"))
        // Two Xcode projects side by side with no project around them: each is its own scope.
        func ownScope(_ project: String, _ path: String) -> ProjectPlacement {
            var placement = ProjectPlacement(projectIsLintedWhole: true, isInTestFolder: false, project: project)
            placement.pathInProject = path
            return placement
        }
        XCTAssertEqual(ProjectLayout.demoAppFolders(appEntries: [
            ownScope("/repo/Trainer", "Trainer/App.swift"), ownScope("/repo/Prototype/Spike", "Spike/SpikeApp.swift"),
        ]), ["/repo/Prototype"], "a spike's project in a folder named like a sample, beside the real app")
        XCTAssertEqual(ProjectLayout.demoAppFolders(appEntries: [ownScope("/repo/Prototype/Spike", "Spike/SpikeApp.swift")]),
                       [], "no other app: it is the app")
        XCTAssertEqual(ProjectLayout.demoAppFolders(appEntries: [
            ownScope("/repo/ToastExample", "ToastExample/App.swift"), ownScope("/repo/MacroPlayground", "MacroPlayground/App.swift"),
        ]), [], "playgrounds are judged as apps beside each other")
        XCTAssertTrue(ShippingCode.isPrototypeFolder("UIPrototypes"))
        XCTAssertFalse(ShippingCode.isPrototypeFolder("PrototypeKit"))
        XCTAssertTrue(ShippingCode.isCatalogAppFolder("CHALLADesignSystemApp"))
        XCTAssertFalse(ShippingCode.isCatalogAppFolder("DesignSystem"))
    }

    /// An app's own `ContentView` shadows the public `ContentView` of a design-system module in its workspace: what
    /// only the module's one shows (a component preview) does not ship because the app names its own.
    func testAModulesOwnDeclarationShadowsAPublicOneOfTheWorkspace() {
        let placement = { Self.workspacePlacement($0, module: "Catalog") }
        let catalogue = """
            import SwiftUI
            public struct ContentView: View {
                public init() {}
                public var body: some View { ButtonPreview() }
            }
            """
        let files = [
            (path: "App/Sources/App.swift", text: Self.app(showing: "ContentView()")),
            (path: "App/Sources/ContentView.swift", text: "import SwiftUI\nstruct ContentView: View {\n    var body: some View { Text(\"Cart\") }\n}\n"),
            (path: "Catalog/Sources/ContentView.swift", text: catalogue),
            (path: "Catalog/Sources/ButtonPreview.swift", text: Self.iconButton("ButtonPreview", isPublic: true)),
        ]
        XCTAssertEqual(findings(files, placement: placement), [])
        XCTAssertEqual(findings(files.filter { $0.path != "App/Sources/ContentView.swift" }, placement: placement),
                       ["Catalog/Sources/ButtonPreview.swift:5 icon-only-button"], "no own ContentView: the app shows the catalogue's")
    }

    func testSampleAppsInsideAnotherProjectNeverShip() {
        let layout = ProjectLayout(
            lintedFolders: ["/src/chat"],
            projectFolders: ["/src/chat", "/src/chat/ChatExample", "/src/chat/Vendor/Store/Example",
                             "/src/chat/Playgrounds/Scrubber", "/src/chat/Vendor/Markdown/Examples/Demo",
                             "/src/chat/Vendor/Markdown", "/src/chat/Democracy", "/src/chat/Resamples",
                             "/src/chat/ci_scripts/Tests/TestingApps/PaywallsTester", "/src/chat/UITests",
                             "/src/chat/UITests/HostApps/Tester", "/src/chat/ChatModelTest", "/src/chat/ABTest"],
            leftOut: [])
        func isSample(_ path: String) -> Bool { layout.placement(ofFile: path).isInSampleProject }
        XCTAssertTrue(isSample("/src/chat/ChatExample/ChatExample/ContentView.swift"))
        XCTAssertTrue(isSample("/src/chat/Vendor/Store/Example/main.swift"))
        XCTAssertTrue(isSample("/src/chat/Playgrounds/Scrubber/Scrubber/ContentView.swift"))
        XCTAssertTrue(isSample("/src/chat/Vendor/Markdown/Examples/Demo/Demo/ContentView.swift"))
        XCTAssertTrue(layout.placement(ofFile: "/src/chat/ChatExample/Home.swift").neverShips)
        // An app kept in the outer project's test folder, built to test it.
        XCTAssertTrue(isSample("/src/chat/ci_scripts/Tests/TestingApps/PaywallsTester/App.swift"))
        // An app kept in a test package of its own (`UITests/Package.swift`), built to test it.
        XCTAssertTrue(isSample("/src/chat/UITests/HostApps/Tester/App.swift"))
        XCTAssertTrue(isSample("/src/chat/UITests/Sources/Helpers.swift"), "the test package itself ships to no one")
        // A sibling app named for testing the outer project's models.
        XCTAssertTrue(isSample("/src/chat/ChatModelTest/ChatModelTest/ContentView.swift"))
        XCTAssertFalse(isSample("/src/chat/ABTest/Variant.swift"), "a feature named for an A/B test")
        // The product, and projects whose names only end in a sample word's letters.
        XCTAssertFalse(isSample("/src/chat/Sources/Chat/ChatView.swift"))
        XCTAssertFalse(isSample("/src/chat/Vendor/Markdown/Sources/Markdown/Markdown.swift"))
        XCTAssertFalse(isSample("/src/chat/Democracy/Vote.swift"))
        XCTAssertFalse(isSample("/src/chat/Resamples/Wave.swift"))
        // A demo app linted on its own is the code under review.
        let alone = ProjectLayout(lintedFolders: ["/src/chat/ChatExample"], projectFolders: ["/src/chat/ChatExample"],
                                  leftOut: [])
        XCTAssertFalse(alone.placement(ofFile: "/src/chat/ChatExample/ContentView.swift").isInSampleProject)
        // Linted from inside it, with the outer project read for context: still the app the user asked for.
        let fromInside = ProjectLayout(lintedFolders: ["/src/chat/ci_scripts/Tests/TestingApps/PaywallsTester", "/src/chat"],
                                       projectFolders: ["/src/chat", "/src/chat/ci_scripts/Tests/TestingApps/PaywallsTester"],
                                       leftOut: [], namedFolders: ["/src/chat/ci_scripts/Tests/TestingApps/PaywallsTester"])
        XCTAssertFalse(fromInside.placement(ofFile: "/src/chat/ci_scripts/Tests/TestingApps/PaywallsTester/App.swift")
            .isInSampleProject)
    }
}

/// A layout whose placements leave out the file's path in its project, to compare them with placements built by
/// hand.
private struct PlacementsWithoutPaths {
    let layout: ProjectLayout

    func placement(ofFile path: String) -> ProjectPlacement {
        var placement = layout.placement(ofFile: path)
        placement.pathInProject = ""
        return placement
    }
}
