import XCTest
@testable import A11yLint
import RuleEngine

/// What `insufficient-contrast` reads beyond the file: the app's `AccentColor` asset (the tint of its text buttons)
/// and the appearance an Info.plist locks the app to, handed to the session as the command line reads them.
final class ContrastSurroundingsTests: XCTestCase {
    static func colourSet(red: String, green: String, blue: String) -> [UInt8] {
        Array("""
            {"colors":[{"idiom":"universal","color":{"color-space":"srgb",\
            "components":{"red":"\(red)","green":"\(green)","blue":"\(blue)","alpha":"1.000"}}}],
             "info":{"author":"xcode","version":1}}
            """.utf8)
    }

    /// Xcode's template: an `AccentColor` set with no colour.
    static let emptyAccent = Array(#"{"colors":[{"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#.utf8)
    static let yellow = colourSet(red: "1.000", green: "0.900", blue: "0.200")

    static func infoPlist(style: String) -> [UInt8] {
        Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>CFBundleName</key>
                <string>Demo</string>
                <key>UIUserInterfaceStyle</key>
                <string>\(style)</string>
            </dict>
            </plist>
            """.utf8)
    }

    static let saveButton = """
        struct SaveBar: View {
            var body: some View {
                Button("Save", action: save)
            }
        }
        """

    /// The rule with its `button_tints` option on.
    static let tinting = ExampleConfiguration.load("""
        rules:
          insufficient-contrast:
            button_tints: true
        """)

    func contrastFindings(_ source: String, path: String = "App/SaveBar.swift",
                          colorSets: [(path: String, bytes: [UInt8])] = [],
                          infoPlists: [(project: String, bytes: [UInt8])] = []) -> [Finding] {
        LintSession(configuration: Self.tinting).lint([SourceInput(path: path, text: source)], colorSets: colorSets,
                                                      infoPlists: infoPlists)
            .findings.filter { $0.ruleID == InsufficientContrastRule.description.id }
    }

    func testTheAccentColorAssetIsTheTintOfTextButtons() throws {
        let accent = [("App/Assets.xcassets/AccentColor.colorset/Contents.json", Self.yellow)]
        let findings = contrastFindings(Self.saveButton, colorSets: accent)
        // Off by default.
        XCTAssertEqual(LintSession().lint([SourceInput(path: "App/SaveBar.swift", text: Self.saveButton)],
                                          colorSets: accent).findings.count, 0)
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(findings.count, 1)
        XCTAssertTrue(finding.message.hasPrefix("Button tint 'AccentColor' (#FFE633)"), finding.message)
        XCTAssertTrue(finding.message.contains("in the light and light high-contrast appearances"), finding.message)
    }

    func testAnAppThatSetsItsTintInCodeIsNotTintedByItsAsset() {
        let accent = [("App/Assets.xcassets/AccentColor.colorset/Contents.json", Self.yellow)]
        let themed = """
            struct Root: View {
                @Environment(Theme.self) private var theme
                var body: some View { Home().tint(theme.accent) }
            }
            """
        let scene = """
            @main
            struct DemoApp: App {
                var body: some Scene {
                    WindowGroup { Home().tint(.indigo) }
                }
            }
            """
        for other in [themed, scene] {
            let findings = LintSession(configuration: Self.tinting).lint([SourceInput(path: "App/SaveBar.swift", text: Self.saveButton),
                                               SourceInput(path: "App/Root.swift", text: other)], colorSets: accent)
                .findings.filter { $0.ruleID == InsufficientContrastRule.description.id }
            XCTAssertEqual(findings.count, 0, other)
        }
    }

    func testAnAccentColorOfAnotherFolderOrTheEmptyTemplateIsNotTheTint() {
        // The widget extension's accent is not the app's.
        XCTAssertEqual(contrastFindings(Self.saveButton, colorSets: [
            ("Widgets/Assets.xcassets/AccentColor.colorset/Contents.json", Self.yellow),
        ]).count, 0)
        // The app's own template, empty, is nearer than a yellow one further up: the system blue.
        XCTAssertEqual(contrastFindings(Self.saveButton, path: "Demo/App/SaveBar.swift", colorSets: [
            ("Demo/App/Assets.xcassets/AccentColor.colorset/Contents.json", Self.emptyAccent),
            ("Demo/Assets.xcassets/AccentColor.colorset/Contents.json", Self.yellow),
        ]).count, 0)
    }

    func testAccentColorLookUp() {
        let index = AssetColorIndex(colorSets: [
            ("A/Assets.xcassets/AccentColor.colorset/Contents.json", Self.yellow),
            ("A/B/Assets.xcassets/AccentColor.colorset/Contents.json", Self.emptyAccent),
            ("C/Assets.xcassets/AccentColor.colorset/Contents.json", Self.yellow),
            ("C/More.xcassets/AccentColor.colorset/Contents.json", Self.colourSet(red: "0", green: "0", blue: "0")),
        ])
        XCTAssertNotNil(index.accentColor(forFile: "A/View.swift"))
        XCTAssertNotNil(index.accentColor(forFile: "A/Sub/View.swift"))
        XCTAssertNil(index.accentColor(forFile: "A/B/View.swift"), "the nearest catalog's template has no colour")
        XCTAssertNil(index.accentColor(forFile: "AB/View.swift"), "a folder whose name starts alike is not above")
        XCTAssertNil(index.accentColor(forFile: "C/View.swift"), "two catalogs of one folder disagree")
    }

    func testInfoPlistInterfaceStyle() {
        XCTAssertEqual(AppearanceLocks.lockedAppearance(infoPlist: Self.infoPlist(style: "Light")), .light)
        XCTAssertEqual(AppearanceLocks.lockedAppearance(infoPlist: Self.infoPlist(style: "Dark")), .dark)
        XCTAssertNil(AppearanceLocks.lockedAppearance(infoPlist: Self.infoPlist(style: "Automatic")))
        XCTAssertNil(AppearanceLocks.lockedAppearance(infoPlist: Array("not a plist".utf8)))
        XCTAssertTrue(AppearanceLocks.isInfoPlist(path: "App/Info.plist"))
        XCTAssertFalse(AppearanceLocks.isInfoPlist(path: "App/MyInfo.plist"))
    }

    func testAnAppLockedToOneAppearanceIsCheckedInThatOneOnly() throws {
        // Near-black text: invisible on the dark system background, fine on white.
        let source = """
            struct Title: View {
                var body: some View {
                    Text("Today").foregroundColor(Color(white: 0.1))
                }
            }
            """
        XCTAssertEqual(contrastFindings(source).count, 1)
        XCTAssertEqual(contrastFindings(source, infoPlists: [("", Self.infoPlist(style: "Light"))]).count, 0)
        // Another project's lock says nothing about this one.
        XCTAssertEqual(contrastFindings(source, infoPlists: [("/other", Self.infoPlist(style: "Light"))]).count, 1)
        let locked = try XCTUnwrap(contrastFindings(source, infoPlists: [("", Self.infoPlist(style: "Dark"))]).first)
        XCTAssertTrue(locked.message.contains("in the dark appearance"), locked.message)
    }

    func testLocksOfOneProjectThatDisagreeLockNothing() {
        XCTAssertEqual(AppearanceLocks.merge([("p", .light), ("p", .dark), ("q", .dark), ("q", .dark)]), ["q": .dark])
    }
}
