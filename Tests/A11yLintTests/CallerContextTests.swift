import XCTest
@testable import A11yLint
import RuleEngine

/// Findings inside a component that depend on how callers in other files use it (the project index's call sites).
final class CallerContextTests: XCTestCase {
    static let avatar = """
        import SwiftUI

        struct AvatarView: View {
            let url: URL
            let openProfile: () -> Void
            var body: some View {
                AsyncImage(url: url)
                    .frame(width: 40, height: 40)
                    .onTapGesture { openProfile() }
            }
        }
        """

    /// The findings of `rule`, enabled even when it is opt-in.
    func findings(_ files: [(path: String, source: String)], rule: String) -> [String] {
        var configuration = Configuration()
        configuration.optInRules = [rule]
        return LintSession(configuration: configuration).lint(files.map { SourceInput(path: $0.path, text: $0.source) })
            .findings
            .filter { $0.ruleID == rule }.map { "\($0.file):\($0.start.line)" }
    }

    /// A text with no background of its own in a component only other files draw is on what they draw it over:
    /// judged on the system background when one caller leaves it there, on the callers' own fill (the one it
    /// contrasts least with) when every caller paints one, and not at all when a caller's fill cannot be told. A
    /// pushed destination starts on the system background.
    func testAComponentsTextIsJudgedOnWhatItsCallersDrawItOver() {
        let header = """
            import SwiftUI

            struct AuthHeader: View {
                var body: some View {
                    Text("Sign in to continue").foregroundColor(.gray)
                }
            }
            """
        func contrast(_ callers: String) -> [String] {
            findings([("AuthHeader.swift", header), ("Callers.swift", "import SwiftUI\n" + callers)],
                     rule: "insufficient-contrast")
        }
        let onBlack = """
            struct SignIn: View {
                var body: some View { ZStack { Color.black.ignoresSafeArea(); AuthHeader() } }
            }
            """
        XCTAssertEqual(contrast(onBlack), [], "grey on black reads")
        let onSystem = "struct Settings: View { var body: some View { VStack { AuthHeader() } } }"
        XCTAssertEqual(contrast(onBlack + "\n" + onSystem), ["AuthHeader.swift:5"], "one caller leaves it on white")
        let pushed = """
            struct Menu: View {
                var body: some View {
                    ZStack {
                        Color.black
                        NavigationLink { AuthHeader() } label: { Text("Account") }
                    }
                }
            }
            """
        XCTAssertEqual(contrast(pushed), ["AuthHeader.swift:5"], "a pushed screen is on the system background")
        let withContext = """
            struct Home: View {
                var body: some View {
                    NavigationStack {
                        Text("Home").navigationDestination(for: Route.self) { _ in
                            AuthHeader().environment(\\.managedObjectContext, context)
                        }
                    }
                }
            }
            """
        XCTAssertEqual(contrast(withContext), ["AuthHeader.swift:5"], "an environment value other than the scheme")
        let onWhite = """
            struct Card: View {
                var body: some View { AuthHeader().background(Color.white) }
            }
            """
        XCTAssertEqual(contrast(onBlack + "\n" + onWhite), ["AuthHeader.swift:5"], "the worst of the callers' fills")
        let themed = "struct Themed: View { var body: some View { AuthHeader().background(theme.surface) } }"
        XCTAssertEqual(contrast(onBlack + "\n" + themed), [], "a caller's fill it cannot tell")
        let onAsset = "struct Welcome: View { var body: some View { AuthHeader().background(Color(\"Surface\")) } }"
        func onSurface(red: String, caller: String = onAsset) -> [String] {
            let files = [("App/AuthHeader.swift", header), ("App/Welcome.swift", "import SwiftUI\n" + caller)]
                .map { SourceInput(path: $0.0, text: $0.1) }
            let surface = ("App/Assets.xcassets/Surface.colorset/Contents.json",
                           ContrastSurroundingsTests.colourSet(red: red, green: red, blue: red))
            return LintSession().lint(files, colorSets: [surface]).findings
                .filter { $0.ruleID == "insufficient-contrast" }.map { "\($0.file):\($0.start.line)" }
        }
        XCTAssertEqual(onSurface(red: "1.000"), ["App/AuthHeader.swift:5"], "an asset fill, read from the catalog")
        XCTAssertEqual(onSurface(red: "0.000"), [])
        // Through a helper property of the caller, over the asset colour's generated symbol.
        let helperOnAsset = """
            struct Welcome: View {
                var body: some View { ZStack { Color.surface.ignoresSafeArea(); header } }
                private var header: some View { AuthHeader() }
            }
            """
        XCTAssertEqual(onSurface(red: "0.000", caller: helperOnAsset), [], "a helper's use over an asset fill")
        XCTAssertEqual(onSurface(red: "1.000", caller: helperOnAsset), ["App/AuthHeader.swift:5"])
    }

    /// A component whose caller paints nothing behind it is on what that caller's own callers paint: the fill two
    /// components up counts, as when the caller is left on the system background.
    func testAComponentsTextIsJudgedOnTheFillOfItsCallersCallers() {
        let header = """
            import SwiftUI

            struct AuthHeader: View {
                var body: some View {
                    Text("Sign in to continue").foregroundColor(.gray)
                }
            }
            """
        let strip = "import SwiftUI\nstruct HeaderStrip: View { var body: some View { HStack { AuthHeader() } } }"
        func contrast(_ screens: String) -> [String] {
            findings([("AuthHeader.swift", header), ("HeaderStrip.swift", strip),
                      ("Screens.swift", "import SwiftUI\n" + screens)], rule: "insufficient-contrast")
        }
        let onBlack = "struct SignIn: View { var body: some View { VStack { HeaderStrip() }.background(Color.black) } }"
        XCTAssertEqual(contrast(onBlack), [], "grey on the black of the strip's caller reads")
        let onSystem = "struct Settings: View { var body: some View { VStack { HeaderStrip() } } }"
        XCTAssertEqual(contrast(onBlack + "\n" + onSystem), ["AuthHeader.swift:5"], "one screen leaves it on white")
        // A screen the strip pushes starts on the system background, whatever the strip is drawn over.
        let pushingStrip = """
            import SwiftUI
            struct HeaderStrip: View {
                var body: some View { NavigationLink { AuthHeader() } label: { Text("Sign in") } }
            }
            """
        XCTAssertEqual(findings([("AuthHeader.swift", header), ("HeaderStrip.swift", pushingStrip),
                                 ("Screens.swift", "import SwiftUI\n" + onBlack)], rule: "insufficient-contrast"),
                       ["AuthHeader.swift:5"], "a pushed screen is on the system background")
    }

    func testTapInAComponentEveryCallerHidesIsQuiet() {
        let row = """
            import SwiftUI

            struct NotificationRow: View {
                let item: Item
                var body: some View {
                    HStack {
                        AvatarView(url: item.avatar, openProfile: { open(item) })
                            .accessibilityHidden(true)
                        Text(item.title)
                    }
                    .accessibilityElement(children: .combine)
                }
            }
            """
        XCTAssertEqual(findings([("Avatar.swift", Self.avatar), ("Row.swift", row)],
                                rule: "tap-gesture-without-button-trait"), [])
    }

    /// A component called only from helpers of its callers (`var mapContent`), each use of which labels the
    /// helper: the callers decide how it reads (validation corpus: a static map labelled "Shared location").
    func testComponentInACallersHelperLabelledAtEveryUseIsQuiet() {
        let map = """
            import SwiftUI

            struct StaticMapView: View {
                let url: URL
                var body: some View {
                    AsyncImage(url: url)
                }
            }
            """
        func bubble(labelsSecondUse: Bool) -> String {
            """
            import SwiftUI

            struct LocationBubble: View {
                let item: LocationItem
                var body: some View {
                    VStack {
                        mapContent
                            .accessibilityElement(children: .ignore)
                            .accessibilityLabel("Shared location")
                        framedMap\(labelsSecondUse ? ".accessibilityLabel(\"Map\")" : "")
                    }
                }
                @ViewBuilder private var mapContent: some View {
                    if let url = item.mapURL {
                        StaticMapView(url: url)
                    } else {
                        Text(item.body)
                    }
                }
                private var framedMap: some View {
                    mapContent.padding()
                }
            }
            """
        }
        XCTAssertEqual(findings([("Map.swift", map), ("Bubble.swift", bubble(labelsSecondUse: true))],
                                rule: "image-missing-label"), [])
        // One use of a helper (`framedMap`, through which `mapContent` is drawn again) is not labelled.
        XCTAssertEqual(findings([("Map.swift", map), ("Bubble.swift", bubble(labelsSecondUse: false))],
                                rule: "image-missing-label"), ["Map.swift:6"])
    }

    /// A component drawn as a `Label`'s icon is read with the label's title; inside a `NavigationLink`'s label, with
    /// the link: its image is never a stop of its own. A caller that shows it bare makes it one.
    func testImageInAComponentEveryCallerMergesIsQuiet() {
        let icon = """
            import SwiftUI

            struct FeedIcon: View {
                let symbol: String
                var body: some View {
                    Circle()
                        .fill(.blue)
                        .overlay { Image(systemName: symbol).foregroundStyle(.white) }
                }
            }
            """
        let list = """
            import SwiftUI

            struct FeedList: View {
                @State private var choice = 0
                var body: some View {
                    List {
                        NavigationLink(value: feed) {
                            HStack { FeedIcon(symbol: feed.symbol); Text(feed.name) }
                        }
                        Picker("Default", selection: $choice) {
                            Label { Text(feed.name) } icon: { FeedIcon(symbol: feed.symbol) }
                        }
                    }
                }
            }
            """
        XCTAssertEqual(findings([("Icon.swift", icon), ("List.swift", list)], rule: "image-missing-label"), [])
        let header = """
            import SwiftUI

            struct FeedHeader: View {
                var body: some View { HStack { FeedIcon(symbol: feed.symbol); Text(feed.name) } }
            }
            """
        XCTAssertEqual(findings([("Icon.swift", icon), ("List.swift", list), ("Header.swift", header)],
                                rule: "image-missing-label"), ["Icon.swift:8"])
    }

    /// A chart in a component every caller draws in a `NavigationLink`'s label is part of the link, read as one
    /// element named by its texts; a caller that shows it bare makes its chart-level description matter.
    func testChartInAComponentEveryCallerPutsInALinkIsQuiet() {
        let preview = """
            import Charts
            import SwiftUI

            struct TolerancePreview: View {
                let windows: [ToleranceWindow]
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Current Tolerance")
                        Chart(windows) { BarMark(x: .value("End", $0.end), y: .value("Substance", $0.name)) }
                    }
                }
            }
            """
        let stats = """
            import SwiftUI

            struct StatsScreen: View {
                var body: some View {
                    List {
                        NavigationLink(value: Route.tolerance) { TolerancePreview(windows: windows) }
                    }
                }
            }
            """
        XCTAssertEqual(findings([("Preview.swift", preview), ("Stats.swift", stats)], rule: "chart-missing-description"), [])
        let detail = """
            import SwiftUI

            struct ToleranceDetail: View {
                var body: some View { ScrollView { TolerancePreview(windows: windows) } }
            }
            """
        XCTAssertEqual(findings([("Preview.swift", preview), ("Stats.swift", stats), ("Detail.swift", detail)],
                                rule: "chart-missing-description"), ["Preview.swift:9"])
    }

    /// A tap or a small button that only calls the component's callback does nothing when every caller leaves the
    /// callback `nil` or empty (a stub screen): nobody misses it. One caller that passes code makes it act.
    func testActionCallingACallbackEveryCallerLeavesEmptyDoesNothing() {
        let header = """
            import SwiftUI

            struct PlaylistHeader: View {
                var onShare: (() -> Void)? = nil
                var onDownload: () -> Void
                var body: some View {
                    HStack {
                        Image(systemName: "square.and.arrow.up")
                            .onTapGesture { onShare?() }
                        Circle()
                            .frame(width: 30, height: 30)
                            .onTapGesture { self.onDownload() }
                    }
                }
            }
            """
        func reported(_ screen: String) -> [String] {
            let files = [("Header.swift", header), ("Screen.swift", "import SwiftUI\n" + screen)]
            return findings(files, rule: "tap-gesture-without-button-trait")
                + findings(files, rule: "small-touch-target")
        }
        let stubs = """
            struct PlaylistScreen: View {
                var body: some View {
                    PlaylistHeader(onDownload: { })
                    PlaylistHeader(onShare: nil, onDownload: {})
                }
            }
            """
        XCTAssertEqual(reported(stubs), [])
        let acting = """
            struct PlaylistScreen: View {
                var body: some View {
                    PlaylistHeader(onDownload: { })
                    PlaylistHeader(onShare: { share() }, onDownload: { download() })
                }
            }
            """
        XCTAssertEqual(reported(acting), ["Header.swift:9", "Header.swift:12", "Header.swift:11"])
        XCTAssertEqual(reported(""), ["Header.swift:9", "Header.swift:12", "Header.swift:11"], "never called: unknown")
    }

    func testTapInAComponentOneCallerShowsIsReported() {
        let screens = """
            import SwiftUI

            struct NotificationRow: View {
                let item: Item
                var body: some View {
                    AvatarView(url: item.avatar, openProfile: { open(item) })
                        .accessibilityHidden(true)
                }
            }

            struct ProfileHeader: View {
                let item: Item
                var body: some View {
                    AvatarView(url: item.avatar, openProfile: { open(item) })
                }
            }
            """
        XCTAssertEqual(findings([("Avatar.swift", Self.avatar), ("Screens.swift", screens)],
                                rule: "tap-gesture-without-button-trait"), ["Avatar.swift:9"])
    }
}

extension CallerContextTests {
    /// `.accessibilityHidden(condition)` hides the component only sometimes: the tap is still reported.
    func testTapInAComponentHiddenOnAConditionIsReported() {
        let row = """
            import SwiftUI

            struct NotificationRow: View {
                let item: Item
                var body: some View {
                    AvatarView(url: item.avatar, openProfile: { open(item) })
                        .accessibilityHidden(item.isMention)
                }
            }
            """
        XCTAssertEqual(findings([("Avatar.swift", Self.avatar), ("Row.swift", row)],
                                rule: "tap-gesture-without-button-trait"), ["Avatar.swift:9"])
    }
}

extension CallerContextTests {
    static let card = """
        import SwiftUI

        struct SpotCard: View {
            let spot: Spot
            var body: some View {
                VStack {
                    Text(spot.name)
                    Text(spot.kind)
                }
            }
        }
        """

    func testCardShownOnceIsQuiet() {
        let screen = """
            import SwiftUI

            struct CityScreen: View {
                let spot: Spot
                var body: some View { SpotCard(spot: spot) }
            }
            """
        XCTAssertEqual(findings([("Card.swift", Self.card), ("City.swift", screen)], rule: "ungrouped-card"), [])
    }

    func testCardDrawnAsTheRowsOfAListIsReported() {
        let screen = """
            import SwiftUI

            struct SpotList: View {
                let spots: [Spot]
                var body: some View {
                    List(spots) { spot in SpotCard(spot: spot) }
                }
            }
            """
        XCTAssertEqual(findings([("Card.swift", Self.card), ("List.swift", screen)], rule: "ungrouped-card"),
                       ["Card.swift:6"])
    }

    /// Rows of a `List(selection:)` in another file are read as one element each; a card of the same list's
    /// `.safeAreaInset` is no row, and one plain `List` caller still reports it.
    func testCardDrawnOnlyAsTheRowsOfASelectableListIsQuiet() {
        let selectable = """
            import SwiftUI

            struct SpotPicker: View {
                let spots: [Spot]
                @State private var selection: Spot.ID?
                var body: some View {
                    List(selection: $selection) {
                        ForEach(spots) { spot in SpotCard(spot: spot).tag(spot.id) }
                    }
                }
            }
            """
        XCTAssertEqual(findings([("Card.swift", Self.card), ("Picker.swift", selectable)], rule: "ungrouped-card"), [])
        let inset = """
            import SwiftUI

            struct SpotPicker: View {
                let spots: [Spot]
                @State private var selection: Spot.ID?
                var body: some View {
                    List(spots, selection: $selection) { spot in Text(spot.name) }
                        .safeAreaInset(edge: .bottom) {
                            ForEach(spots) { spot in SpotCard(spot: spot) }
                        }
                }
            }
            """
        XCTAssertEqual(findings([("Card.swift", Self.card), ("Picker.swift", inset)], rule: "ungrouped-card"),
                       ["Card.swift:6"])
        let plain = """
            import SwiftUI

            struct SpotList: View {
                let spots: [Spot]
                var body: some View {
                    List(spots) { spot in SpotCard(spot: spot) }
                }
            }
            """
        XCTAssertEqual(findings([("Card.swift", Self.card), ("Picker.swift", selectable), ("List.swift", plain)],
                                rule: "ungrouped-card"), ["Card.swift:6"])
    }

    // Validation corpus (S101-087): on Apple TV a stack in a view every caller makes a tab is named by its tab item.
    static let shelf = """
        import SwiftUI

        struct ShelfView: View {
            let shelf: Shelf
            var body: some View {
                NavigationView {
                    ScrollView(.horizontal) {
                        HStack {
                            ForEach(shelf.films) { film in
                                NavigationLink(destination: FilmDetail(film: film)) { Poster(film: film) }
                            }
                        }
                    }
                }
            }
        }
        """

    func navigationTitleFindings(tabs: String, platforms: Set<String>) -> [String] {
        let files = [("Shelf.swift", Self.shelf), ("Home.swift", tabs)]
        return LintSession().lint(files.map { SourceInput(path: $0.0, text: $0.1, platforms: platforms) }).findings
            .filter { $0.ruleID == "missing-navigation-title" }.map { "\($0.file):\($0.start.line)" }
    }

    func testStackOfATabNamedByEveryCallerIsQuietOnAppleTV() {
        let tabs = """
            import SwiftUI

            struct HomeView: View {
                var body: some View {
                    TabView {
                        ForEach(Shelf.all) { shelf in
                            ShelfView(shelf: shelf).tabItem { Text(shelf.title) }
                        }
                    }
                }
            }
            """
        XCTAssertEqual(navigationTitleFindings(tabs: tabs, platforms: ["tvos"]), [])
        // On iOS the same stack still needs its title: the back button of the screen it pushes reads it.
        XCTAssertEqual(navigationTitleFindings(tabs: tabs, platforms: ["ios", "tvos"]), ["Shelf.swift:6"])
    }

    func testStackOfAViewOneCallerShowsOutsideATabIsReportedOnAppleTV() {
        let tabs = """
            import SwiftUI

            struct HomeView: View {
                var body: some View {
                    TabView {
                        ShelfView(shelf: .popular).tabItem { Text("Popular") }
                    }
                }
            }

            struct SearchResults: View {
                var body: some View { ShelfView(shelf: .results) }
            }
            """
        XCTAssertEqual(navigationTitleFindings(tabs: tabs, platforms: ["tvos"]), ["Shelf.swift:6"])
    }
}

extension CallerContextTests {
    /// A button component whose body picks its own icon and takes nothing that could name it is reported once, in
    /// its body, where the fix goes; its calls add nothing (a `NavigationLink`'s destination least of all).
    func testIconFixedInAComponentsBodyIsReportedOnlyThere() {
        let bin = """
            import SwiftUI

            struct BinButton: View {
                let action: () -> Void
                var body: some View {
                    Button(action: action) { Image("ic_bin") }
                }
            }
            """
        let screens = """
            import SwiftUI

            struct Toolbar: View {
                var body: some View {
                    HStack {
                        BinButton { discard() }
                        NavigationLink(destination: BinButton { discard() }) { Text("Open") }
                    }
                }
            }
            """
        XCTAssertEqual(findings([("Bin.swift", bin), ("Screens.swift", screens)], rule: "icon-only-button"),
                       ["Bin.swift:6"])
    }
}

extension CallerContextTests {
    /// A branch on a binding every caller fills with `.constant(nil)`, through an `init` that stores its
    /// parameters as given, never runs: its red caption is never drawn (previews aside).
    func testBranchOnABindingEveryCallerPassesAConstantNeverRuns() {
        let field = """
            import SwiftUI

            struct CurrencyField: View {
                let fieldName: String?
                @Binding var value: Decimal
                @Binding var error: String?

                init(fieldName: String? = nil, value: Binding<Decimal>, error: Binding<String?>) {
                    self.fieldName = fieldName
                    self._value = value
                    self._error = error
                }

                var body: some View {
                    VStack {
                        TextField("Amount", value: $value, format: .number)
                        if let error = error {
                            Text(error).font(.caption2).foregroundColor(.red)
                        }
                    }
                }
            }

            #Preview {
                CurrencyField(value: .constant(1), error: .constant("Too large"))
            }
            """
        let constant = """
            import SwiftUI

            struct EditItemView: View {
                @StateObject var model = EditItemModel()
                var body: some View {
                    Form { CurrencyField(value: $model.value, error: .constant(nil)) }
                }
            }
            """
        let bound = """
            import SwiftUI

            struct NewItemView: View {
                @StateObject var model = EditItemModel()
                var body: some View {
                    Form { CurrencyField(value: $model.value, error: $model.error) }
                }
            }
            """
        XCTAssertEqual(findings([("Field.swift", field), ("Edit.swift", constant)], rule: "insufficient-contrast"), [])
        XCTAssertEqual(findings([("Field.swift", field), ("Edit.swift", constant), ("New.swift", bound)],
                                rule: "insufficient-contrast"), ["Field.swift:18"])
    }
}

extension CallerContextTests {
    /// An app whose scene's root view pins the light appearance on its `body` (another file) is seen in light only:
    /// black text on the system background fails only in dark mode, which the app never shows.
    func testRootViewThatPinsAnAppearanceLocksTheApp() {
        let app = """
            import SwiftUI

            @main
            struct PoofApp: App {
                var body: some Scene {
                    WindowGroup {
                        ContentView()
                            .environmentObject(Router())
                    }
                }
            }
            """
        let content = """
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    ZStack { SignField() }
                        .preferredColorScheme(.light)
                }
            }
            """
        let unpinned = content.replacingOccurrences(of: ".preferredColorScheme(.light)", with: "")
        let field = """
            import SwiftUI

            struct SignField: View {
                var body: some View {
                    Text("Email").foregroundColor(.black)
                }
            }
            """
        XCTAssertEqual(findings([("App.swift", app), ("Content.swift", content), ("Field.swift", field)],
                                rule: "insufficient-contrast"), [])
        XCTAssertEqual(findings([("App.swift", app), ("Content.swift", unpinned), ("Field.swift", field)],
                                rule: "insufficient-contrast"), ["Field.swift:5"])
    }

    /// A component that every caller draws among a `Menu`'s items is drawn by the system in its menu font: a fixed
    /// size there does not stay small; one caller that draws it on a screen makes it count again.
    func testAComponentDrawnOnlyAmongMenuItemsTakesTheMenuFont() {
        let items = """
            import SwiftUI

            struct SortItems: View {
                var body: some View {
                    Button { } label: { Text("Newest first").font(.system(size: 16)) }
                }
            }
            """
        let menu = """
            import SwiftUI

            struct SortMenu: View {
                var body: some View {
                    Menu { SortItems() } label: { Image(systemName: "arrow.up.arrow.down") }
                }
            }
            """
        let screen = """
            import SwiftUI

            struct SortScreen: View {
                var body: some View {
                    VStack { SortItems() }
                }
            }
            """
        XCTAssertEqual(findings([("SortItems.swift", items), ("SortMenu.swift", menu)], rule: "fixed-font-size"), [])
        XCTAssertEqual(findings([("SortItems.swift", items), ("SortMenu.swift", menu), ("SortScreen.swift", screen)],
                                rule: "fixed-font-size"), ["SortItems.swift:5"])
    }

    /// A tap on a component of another file that holds a text field acts for the field VoiceOver reaches itself;
    /// a tap on one that holds none is a hidden button.
    func testATapOnAComponentHoldingAFieldActsForTheField() {
        let field = """
            import SwiftUI

            struct CapsuleField: View {
                @Binding var text: String
                var body: some View {
                    ZStack(alignment: .leading) {
                        if text.isEmpty { Text("Code") }
                        TextField("", text: $text)
                    }
                }
            }
            """
        let badge = """
            import SwiftUI

            struct CodeBadge: View {
                let code: String
                var body: some View {
                    ZStack { Capsule().stroke(); Text(code) }
                }
            }
            """
        let screen = """
            import SwiftUI

            struct CertificationScreen: View {
                @State private var code = ""
                var body: some View {
                    VStack {
                        CapsuleField(text: $code)
                            .onTapGesture { code = "" }
                        CodeBadge(code: code)
                            .onTapGesture { code = "" }
                    }
                }
            }
            """
        XCTAssertEqual(findings([("CapsuleField.swift", field), ("CodeBadge.swift", badge),
                                 ("CertificationScreen.swift", screen)], rule: "tap-gesture-without-button-trait"),
                       ["CertificationScreen.swift:10"])
    }
}
