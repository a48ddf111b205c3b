import Foundation
import XCTest
@testable import A11yLint
import RuleEngine

/// Colour sets of `Fixtures/Index/Catalog/Assets.xcassets`, one per encoding, colour space and appearance.
final class IndexAssetCatalogTests: XCTestCase {
    static let catalogRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Index/Catalog")

    static let colorSets: [(path: String, bytes: [UInt8])] = {
        let root = catalogRoot.path
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }.sorted() ?? []
        return files.filter { AssetColorIndex.isColorSetContents(path: $0) }.compactMap { relative in
            FileManager.default.contents(atPath: root + "/" + relative).map { (relative, Array($0)) }
        }
    }()

    static let colors = AssetColorIndex(colorSets: colorSets)

    func testDiscoveryPredicate() {
        XCTAssertEqual(Self.colorSets.count, 8, "the catalog's own Contents.json is not a colour set")
        XCTAssertTrue(AssetColorIndex.isColorSetContents(path: "App/Assets.xcassets/Brand/Blue.colorset/Contents.json"))
        XCTAssertFalse(AssetColorIndex.isColorSetContents(path: "App/Assets.xcassets/Contents.json"))
        XCTAssertFalse(AssetColorIndex.isColorSetContents(path: "App/Icon.imageset/Contents.json"))
        XCTAssertFalse(AssetColorIndex.isColorSetContents(path: "Loose/Blue.colorset/Contents.json"))
    }

    func testFloatingPointWithEveryAppearance() throws {
        let color = try XCTUnwrap(Self.colors.color(named: "FloatAppearances"))
        assertColor(color[.light], 0.1, 0.25, 0.5)
        assertColor(color[.dark], 0.7, 0.8, 0.9)
        assertColor(color[.lightHighContrast], 0, 0.1, 0.3)
        assertColor(color[.darkHighContrast], 1, 1, 1)
        let defined = Self.colors.allColors.first { $0.name == "FloatAppearances" }?.defined
        XCTAssertEqual(defined, Set(Appearance.allCases))
        XCTAssertEqual(Self.colors.allColors.first { $0.name == "Integer255" }?.defined, [.light])
    }

    func testIntegerComponentsAreBytesAndAlphaIsFloatingPoint() throws {
        let color = try XCTUnwrap(Self.colors.color(named: "Integer255"))
        assertColor(color[.light], 0, 128.0 / 255, 1, alpha: 0.5)
        // No dark or high-contrast variant: every appearance shows the universal colour.
        XCTAssertEqual(Set(color.values).count, 1)
    }

    func testHexadecimalComponentsAndExplicitLightLuminosity() throws {
        let color = try XCTUnwrap(Self.colors.color(named: "HexBytes"))
        assertColor(color[.light], 0, 0, 0)
        assertColor(color[.dark], 0, 128.0 / 255, 1, "dark falls back to Any, not Light")
    }

    func testWideGamutAndExtendedSpacesConvertToSRGB() throws {
        let color = try XCTUnwrap(Self.colors.color(named: "WideGamut"))
        assertColor(color[.light], 0.8715, 0.0939, 0.1597)
        assertColor(color[.dark], 1, 0.5, 0, "extended sRGB is clamped")
        assertColor(color[.lightHighContrast], 0.5, 0.5, 0.5, "extended linear sRGB is gamma-encoded")
        assertColor(color[.darkHighContrast], 1, 0.5, 0, "dark high contrast falls back to dark")
    }

    func testGreyScaleSpaces() throws {
        let color = try XCTUnwrap(Self.colors.color(named: "Grey Scale"))
        assertColor(color[.light], 0.5039, 0.5039, 0.5039)
        assertColor(color[.dark], 1, 1, 1)
    }

    func testGeneratedSymbolNames() throws {
        XCTAssertEqual(AssetColorIndex.symbolName(of: "Grey Scale"), "greyScale")
        XCTAssertEqual(AssetColorIndex.symbolName(of: "brand-blue"), "brandBlue")
        XCTAssertEqual(AssetColorIndex.symbolName(of: "AccentColor"), "accent")
        XCTAssertNotNil(Self.colors.color(named: "greyScale"))
        XCTAssertNotNil(Self.colors.color(named: "floatAppearances"))
    }

    func testWithoutUniversalTheFirstIdiomStands() throws {
        assertColor(try XCTUnwrap(Self.colors.color(named: "PhoneOnly"))[.light], 1, 0, 0)
    }

    func testUnreadableColourSetsAreReportedAndLeftOut() {
        XCTAssertNil(Self.colors.color(named: "SystemReference"))
        XCTAssertNil(Self.colors.color(named: "Broken"))
        let paths = Self.colors.issues.map(\.path)
        XCTAssertTrue(paths.contains("Assets.xcassets/Broken.colorset/Contents.json"), "\(paths)")
        XCTAssertTrue(Self.colors.issues.contains { $0.message.contains("not valid JSON") })
    }

    func testTemplateColourWithoutValueIsNeitherAColourNorAnIssue() {
        let template = Array(#"{ "colors" : [ { "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#.utf8)
        let colors = AssetColorIndex(colorSets: [("App/Assets.xcassets/AccentColor.colorset/Contents.json", template)])
        XCTAssertNil(colors.color(named: "AccentColor"))
        XCTAssertEqual(colors.issues, [])
    }

    /// A set that names system colours (Xcode writes `"reference" : "labelColor"` for any and dark appearances)
    /// is valid: no colour to check and no warning on every run (there were three for this set).
    func testSystemColourReferencesAreNeitherAColourNorAnIssue() {
        XCTAssertNil(Self.colors.color(named: "SystemReference"))
        XCTAssertFalse(Self.colors.issues.contains { $0.path.contains("SystemReference") }, "\(Self.colors.issues)")
        let entry = #"{ "color" : { "platform" : "universal", "reference" : "labelColor" }, "idiom" : "universal""#
        let dark = #", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ]"#
        let json = #"{ "colors" : [ "# + entry + " }, " + entry + dark + #" } ], "info" : { "version" : 1 } }"#
        let colors = AssetColorIndex(colorSets: [("App/Assets.xcassets/Ink.colorset/Contents.json", Array(json.utf8))])
        XCTAssertNil(colors.color(named: "Ink"))
        XCTAssertEqual(colors.issues, [])
    }

    func testTwoCatalogsThatDisagreeAreAmbiguous() throws {
        let sets = Self.colorSets.filter { $0.path.contains("Integer255") || $0.path.contains("HexBytes") }
        let renamed = sets.map { (path: $0.path.replacingOccurrences(of: "HexBytes", with: "Integer255")
                                    .replacingOccurrences(of: "Assets.xcassets", with: "Other.xcassets"), bytes: $0.bytes) }
        let colors = AssetColorIndex(colorSets: sets + renamed)
        XCTAssertNil(colors.color(named: "Integer255"), "same name, different values: the linter cannot choose")
        XCTAssertNotNil(colors.color(named: "HexBytes"))
    }

    /// Two apps linted in one run may each define a colour of one name: each app's code means its own.
    func testCatalogsOfTheAskingRepositoryComeFirst() throws {
        let sets = Self.colorSets.filter { $0.path.contains("Integer255") || $0.path.contains("HexBytes") }
        let appA = sets.filter { $0.path.contains("Integer255") }.map { (path: "AppA/" + $0.path, bytes: $0.bytes) }
        let appB = sets.filter { $0.path.contains("HexBytes") }.map {
            (path: "AppB/" + $0.path.replacingOccurrences(of: "HexBytes", with: "Integer255"), bytes: $0.bytes)
        }
        let colors = AssetColorIndex(colorSets: appA + appB)
        let own = try XCTUnwrap(Self.colors.color(named: "Integer255"))
        XCTAssertEqual(colors.color(named: "Integer255", within: "AppA"), own)
        XCTAssertEqual(colors.color(named: "Integer255", within: "AppB"), Self.colors.color(named: "HexBytes"))
        XCTAssertNil(colors.color(named: "Integer255"), "asked from neither app: ambiguous")
        XCTAssertNil(colors.color(named: "Integer255", within: "AppC"), "an app with no such colour cannot choose")
        XCTAssertNil(colors.color(named: "Integer255", within: "App"), "a folder is a whole path component")
    }

    /// Another linted project's catalog serves its own app: an app without the colour (it defines `gray50` in code)
    /// does not borrow the colour of a same-named set of a neighbouring app; a catalog in no project may be its.
    func testAnotherProjectsCatalogIsNotTheFiles() throws {
        let sets = Self.colorSets.filter { $0.path.contains("Integer255") }
        let neighbour = sets.map { (path: "Neighbour/" + $0.path, bytes: $0.bytes) }
        let colors = AssetColorIndex(colorSets: neighbour)
        XCTAssertNil(colors.color(named: "Integer255", within: "App", projects: ["App", "Neighbour"]))
        XCTAssertNotNil(colors.color(named: "Integer255", within: "App", projects: ["App", "Elsewhere"]),
                        "a catalog in no linted project (shared resources beside the app) may be the app's")
    }

    /// Symbols are looked up in a table built once; two sets whose symbols collide are judged like two catalogs.
    func testGeneratedSymbolLookupAndCollidingSymbols() throws {
        let sets = Self.colorSets.filter { $0.path.contains("Integer255") || $0.path.contains("HexBytes") }
        XCTAssertEqual(sets.count, 2)
        let spaced = sets.map { (path: $0.path.replacingOccurrences(of: "Integer255.colorset", with: "integer 255.colorset")
                                    .replacingOccurrences(of: "HexBytes.colorset", with: "hex bytes.colorset"), bytes: $0.bytes) }
        let colors = AssetColorIndex(colorSets: spaced)
        XCTAssertNotNil(colors.color(named: "hexBytes"), "`Color(.hexBytes)` names the `hex bytes` set")
        XCTAssertNotNil(colors.color(named: "integer255"))
        let colliding = AssetColorIndex(colorSets: spaced + sets.filter { $0.path.contains("HexBytes") }.map {
            (path: $0.path.replacingOccurrences(of: "HexBytes.colorset", with: "Hex-Bytes.colorset"), bytes: $0.bytes)
        } + sets.filter { $0.path.contains("Integer255") }.map {
            (path: $0.path.replacingOccurrences(of: "Integer255.colorset", with: "Integer 255.colorset"),
             bytes: spaced.first { $0.path.contains("hex bytes") }?.bytes ?? [])
        })
        XCTAssertNotNil(colliding.color(named: "hexBytes"), "`hex bytes` and `Hex-Bytes` agree")
        XCTAssertNil(colliding.color(named: "integer255"), "`integer 255` and `Integer 255` disagree: ambiguous")
    }

    func testIndexExposesColours() throws {
        let index = ProjectIndex.build(trees: [], configuration: Configuration(), assetColors: Self.colors)
        XCTAssertNotNil(index.assetColor(named: "FloatAppearances", forFile: "App/View.swift"))
        XCTAssertNil(ProjectIndex.empty.assetColor(named: "FloatAppearances", forFile: "App/View.swift"))
    }

    private func assertColor(_ color: RGBA?, _ red: Double, _ green: Double, _ blue: Double, alpha: Double = 1,
                             _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        guard let color else { return XCTFail("no colour \(message)", file: file, line: line) }
        for (actual, expected) in [(color.red, red), (color.green, green), (color.blue, blue), (color.alpha, alpha)] {
            XCTAssertEqual(actual, expected, accuracy: 0.002, "\(color) \(message)", file: file, line: line)
        }
    }
}
