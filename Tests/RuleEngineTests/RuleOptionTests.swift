import XCTest
@testable import RuleEngine

/// A rule reads an option's value through the option itself, so the default it uses is the one its page prints.
final class RuleOptionTests: XCTestCase {
    let minimum = RuleOption(key: "minimum", type: .integer, defaultValue: .integer(44), documentation: "Points.")
    let flag = RuleOption(key: "strict", type: .boolean, defaultValue: .boolean(false), documentation: "Flag.")
    let words = RuleOption(key: "words", type: .stringList, defaultValue: .list(["Card", "Row"]), documentation: "W.")

    func testMissingKeysTakeTheDefault() {
        XCTAssertEqual(minimum.number(in: [:]), 44)
        XCTAssertFalse(flag.boolean(in: [:]))
        XCTAssertEqual(words.strings(in: [:]), ["Card", "Row"])
    }

    func testConfiguredValuesWin() {
        XCTAssertEqual(minimum.number(in: ["minimum": .integer(48)]), 48)
        XCTAssertEqual(minimum.number(in: ["minimum": .number(47.5)]), 47.5)
        XCTAssertTrue(flag.boolean(in: ["strict": .boolean(true)]))
        XCTAssertEqual(words.strings(in: ["words": .list(["Tile"])]), ["Tile"])
        // A value of another type (only possible without validation) falls back to the default.
        XCTAssertEqual(minimum.number(in: ["minimum": .string("big")]), 44)
    }

    func testDefaultsPrintAsYAML() {
        XCTAssertEqual(minimum.defaultText, "44")
        XCTAssertEqual(flag.defaultText, "false")
        XCTAssertEqual(words.defaultText, "[Card, Row]")
        let globs = RuleOption(key: "paths", type: .globList, defaultValue: .list(["**", "a \"b\""]), documentation: "")
        XCTAssertEqual(globs.defaultText, #"["**", "a \"b\""]"#)
    }
}
