import XCTest
@testable import A11yLint
import RuleEngine
import SwiftLexer

/// Screens: views that are navigated to or presented, in the order a user reaches them, with the components each
/// shows folded in.
final class ScreenMapTests: XCTestCase {
    func screens(_ files: [String: String]) -> ScreenMap {
        let facts = files.sorted { $0.key < $1.key }.map { path, text in
            FileComponentFacts.extract(path: path, tree: ViewTreeParser.parse(Lexer.lex(text)))
        }
        return ProjectIndex.build(facts: facts, configuration: Configuration()).screens
    }

    func summary(_ map: ScreenMap) -> [String] {
        map.screens.map { screen in
            let how = screen.reachedAs.map { " (\($0.rawValue) from \(screen.reachedFrom ?? "?"))" } ?? ""
            return screen.name + how + (screen.views.count > 1 ? " + " + screen.views.dropFirst().joined(separator: ",") : "")
        }
    }

    func testEveryWayOfReachingAScreenInNavigationOrder() {
        let map = screens(["App.swift": """
            @main struct Shop: App {
                var body: some Scene {
                    WindowGroup { Root() }
                    Settings { Preferences() }
                }
            }
            struct Root: View {
                @State var showsIntro = false
                var body: some View {
                    TabView {
                        Home().tabItem { Label("Home", systemImage: "house") }
                        Cart().tabItem { Label("Cart", systemImage: "cart") }
                    }
                    .fullScreenCover(isPresented: $showsIntro) { Intro() }
                }
            }
            struct Home: View {
                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink("Deals") { Deals() }
                            NavigationLink(destination: Detail()) { RowLabel() }
                            NavigationLink(value: 1) { Badge() }
                        }
                        .navigationDestination(for: Int.self) { _ in Product() }
                        .sheet(isPresented: .constant(false)) { Help() }
                        .popover(isPresented: .constant(false)) { Tip() }
                    }
                }
            }
            """,
            "Views.swift": """
            struct Preferences: View { var body: some View { Text("p") } }
            struct Cart: View { var body: some View { CartRow() } }
            struct CartRow: View { var body: some View { Badge() } }
            struct Intro: View { var body: some View { Text("i") } }
            struct Deals: View { var body: some View { Text("d") } }
            struct Detail: View { var body: some View { Text("d") } }
            struct RowLabel: View { var body: some View { Text("r") } }
            struct Badge: View { var body: some View { Text("b") } }
            struct Product: View { var body: some View { Text("p") } }
            struct Help: View { var body: some View { Text("h") } }
            struct Tip: View { var body: some View { Text("t") } }
            """])
        XCTAssertEqual(summary(map), [
            "Root (scene from Shop)", "Preferences (scene from Shop)", "Home (tab from Root) + RowLabel,Badge",
            "Cart (tab from Root) + CartRow", "Intro (fullScreenCover from Root)", "Deals (link from Home)",
            "Detail (link from Home)", "Product (destination from Home)", "Help (sheet from Home)",
            "Tip (popover from Home)",
        ])
        // A component belongs to the first screen that shows it.
        XCTAssertEqual(map.screenOfView["Badge"].map { map.screens[$0].name }, "Home")
        XCTAssertNil(map.screenOfView["Shop"], "the App is not a screen")
    }

    func testExtensionsOfNonViewsAndUnreachedScreensKeepTheirPlace() {
        let map = screens(["A.swift": """
            extension Color { static let brand = Color(red: 1, green: 0, blue: 0) }
            extension Image { func icon() -> some View { Badge() } }
            struct Settings2: View {
                var body: some View { NavigationStack { Color.brand; Badge() } }
            }
            struct Badge: View { var body: some View { Text("b") } }
            extension Settings2 { var footer: some View { Footer() } }
            struct Footer: View { var body: some View { Text("f") } }
            """])
        // No app: a view hosting a navigation stack is a screen of its own; its extension's calls are its own.
        XCTAssertEqual(summary(map), ["Settings2 + Badge,Footer"])
        XCTAssertNil(map.screenOfView["Color"])
        XCTAssertNil(map.screenOfView["Image"])
    }
}
