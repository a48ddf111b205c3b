import XCTest
@testable import A11yLint

final class VisualColourTests: XCTestCase {
    private func ratio(_ foreground: VisualColour, _ background: VisualColour) -> Double {
        VisualColour.contrastRatio(foreground: foreground, background: background)
    }

    func testBlackOnWhiteIs21To1() {
        XCTAssertEqual(ratio(.black, .white), 21, accuracy: 0.0001)
        XCTAssertEqual(ratio(.white, .black), 21, accuracy: 0.0001)
    }

    func testSameColourIs1To1() {
        XCTAssertEqual(ratio(.white, .white), 1, accuracy: 0.0001)
    }

    func testWebAIMReferenceGreyPassesJustAbove4Point5() throws {
        let grey = try XCTUnwrap(VisualColour.parseHex("#767676"))
        XCTAssertEqual(ratio(grey, .white), 4.54, accuracy: 0.01)
        let lighter = try XCTUnwrap(VisualColour.parseHex("777777"))
        XCTAssertLessThan(ratio(lighter, .white), 4.5)
    }

    func testKnownSystemColourRatiosOnWhite() throws {
        let gray = try XCTUnwrap(VisualColour.named("gray", in: .light))
        XCTAssertEqual(ratio(gray, .white), 3.26, accuracy: 0.02)
        let blue = try XCTUnwrap(VisualColour.named("blue", in: .light))
        XCTAssertEqual(ratio(blue, .white), 4.02, accuracy: 0.02)
        let yellow = try XCTUnwrap(VisualColour.named("yellow", in: .light))
        XCTAssertLessThan(ratio(.white, yellow), 1.7)
    }

    func testDarkValuesOfTheNamedColours() throws {
        XCTAssertEqual(VisualColour.named("yellow", in: .dark)?.hexDescription, "#FFD60A")
        XCTAssertEqual(VisualColour.named("blue", in: .darkHighContrast)?.hexDescription, "#0A84FF")
        XCTAssertEqual(VisualColour.named("gray", in: .dark), VisualColour.named("gray", in: .light))
        // Semantic styles are not in the table: they pass by design.
        XCTAssertNil(VisualColour.named("secondary", in: .light))
        // `.gray` fails body text on every light system background; on black it passes, so the rule (which
        // takes the best of the system backgrounds) stays quiet in the dark appearance.
        let gray = try XCTUnwrap(VisualColour.named("gray", in: .light))
        XCTAssertTrue(VisualColour.systemBackgrounds(in: .light).allSatisfy { ratio(gray, $0) < 4.5 })
        XCTAssertGreaterThanOrEqual(ratio(gray, .black), 4.5)
    }

    func testAlphaCompositesOverTheBackground() {
        // 50 % black over white is grey 127.5/255 (#808080 after rounding; 3.98:1 unrounded, 3.95:1 for #808080).
        let halfBlack = VisualColour.black.withAlpha(multipliedBy: 0.5)
        XCTAssertEqual(halfBlack.composited(over: .white).hexDescription, "#808080")
        XCTAssertEqual(ratio(halfBlack, .white), 3.98, accuracy: 0.01)
        XCTAssertEqual(ratio(VisualColour.black.withAlpha(multipliedBy: 0), .white), 1, accuracy: 0.0001)
    }

    func testHexParsing() {
        XCTAssertEqual(VisualColour.parseHex("#FFF"), .white)
        XCTAssertEqual(VisualColour.parseHex("0x000000"), .black)
        XCTAssertNil(VisualColour.parseHex("#FF000080"), "eight digits are RGBA or ARGB depending on the extension")
        XCTAssertNil(VisualColour.parseHex("#GG0000"))
    }

    func testColourExpressions() throws {
        func colour(_ expr: Expr) -> VisualColour? { VisualColourExpression.colour(of: expr) }
        let number = { (value: Double) in Argument(label: nil, value: .number(value, text: "\(value)"), range: 0..<0) }
        XCTAssertEqual(colour(.member(base: nil, name: "white")), .white)
        XCTAssertEqual(colour(.member(base: .identifier("Color"), name: "black")), .black)
        XCTAssertNil(colour(.member(base: nil, name: "secondary")))
        XCTAssertNil(colour(.member(base: .identifier("Theme"), name: "red")))

        let rgb = Expr.call(callee: .identifier("Color"), arguments: [
            Argument(label: "red", value: .number(1, text: "1"), range: 0..<0),
            Argument(label: "green", value: .other("128 / 255"), range: 0..<0),
            Argument(label: "blue", value: .number(0, text: "0"), range: 0..<0),
        ], trailingClosures: [])
        let orange = try XCTUnwrap(colour(rgb))
        XCTAssertEqual(orange.hexDescription, "#FF8000")

        let white = Expr.call(callee: .identifier("Color"), arguments: [
            Argument(label: "white", value: .number(0.4, text: "0.4"), range: 0..<0)], trailingClosures: [])
        XCTAssertEqual(colour(white)?.hexDescription, "#666666")

        let hex = Expr.call(callee: .identifier("Color"), arguments: [
            Argument(label: "hex", value: .string(StringLiteral(text: "#767676", isInterpolated: false)), range: 0..<0),
        ], trailingClosures: [])
        XCTAssertEqual(colour(hex)?.hexDescription, "#767676")

        let faded = Expr.call(callee: .member(base: .member(base: .identifier("Color"), name: "black"), name: "opacity"),
                              arguments: [number(0.5)], trailingClosures: [])
        XCTAssertEqual(try XCTUnwrap(colour(faded)).alpha, 0.5, accuracy: 0.0001)

        let asset = Expr.call(callee: .identifier("Color"), arguments: [
            Argument(label: nil, value: .string(StringLiteral(text: "BrandRed", isInterpolated: false)), range: 0..<0),
        ], trailingClosures: [])
        XCTAssertNil(colour(asset), "asset colours are unknown to the linter")
    }

    /// `.primary` is SwiftUI's adaptive label colour even when an asset catalogue holds a set named "Primary";
    /// an asset is named by its own generated symbol or its string.
    func testBuiltInMembersNeverNameAnAsset() {
        XCTAssertNil(VisualColourExpression.assetName(of: .member(base: nil, name: "primary")))
        XCTAssertNil(VisualColourExpression.assetName(of: .member(base: .identifier("Color"), name: "accentColor")))
        XCTAssertEqual(VisualColourExpression.assetName(of: .member(base: nil, name: "brandPurple")), "brandPurple")
        let named = Expr.call(callee: .identifier("Color"), arguments: [
            Argument(label: nil, value: .string(StringLiteral(text: "Primary", isInterpolated: false)), range: 0..<0),
        ], trailingClosures: [])
        XCTAssertEqual(VisualColourExpression.assetName(of: named), "Primary")
    }
}
