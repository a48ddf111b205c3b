import XCTest
@testable import a11y_lint

final class ArgumentParserTests: XCTestCase {
    func testDefaultCommandIsLintWithPaths() throws {
        let parsed = try ArgumentParser.parse(["Sources", "--format", "json", "--only", "a,b", "--only=c", "--fix"])
        XCTAssertEqual(parsed.command, .lint)
        XCTAssertEqual(parsed.positionals, ["Sources"])
        XCTAssertEqual(parsed.last("--format"), "json")
        XCTAssertEqual(parsed.all("--only"), ["a", "b", "c"])
        XCTAssertTrue(parsed.has("--fix"))
    }

    func testRepeatableReports() throws {
        let parsed = try ArgumentParser.parse(["--report", "sarif:out.sarif", "--report", "junit:out.xml"])
        XCTAssertEqual(parsed.all("--report"), ["sarif:out.sarif", "junit:out.xml"])
    }

    func testSubcommands() throws {
        XCTAssertEqual(try ArgumentParser.parse(["explain", "icon-only-button"]).command, .explain)
        XCTAssertEqual(try ArgumentParser.parse(["rules", "--docs", "Rules"]).last("--docs"), "Rules")
        XCTAssertEqual(try ArgumentParser.parse(["dump-tree", "A.swift"]).positionals, ["A.swift"])
    }

    func testUnknownOptionSuggestsNearest() {
        XCTAssertThrowsError(try ArgumentParser.parse(["--formt", "json"])) { error in
            XCTAssertEqual(error as? ToolError, .unknownOption("--formt", suggestion: "--format"))
            XCTAssertEqual((error as? ToolError)?.description, "unknown option '--formt'; did you mean '--format'?")
        }
    }

    func testOptionOfAnotherCommandIsUnknownHere() {
        XCTAssertThrowsError(try ArgumentParser.parse(["rules", "--fix"])) { error in
            guard case .unknownOption("--fix", _)? = error as? ToolError else { return XCTFail("\(error)") }
        }
    }

    func testMissingValueAndExtraArguments() {
        XCTAssertThrowsError(try ArgumentParser.parse(["--config"])) { error in
            XCTAssertEqual(error as? ToolError, .missingValue(option: "--config"))
        }
        XCTAssertThrowsError(try ArgumentParser.parse(["explain", "a", "b"])) { error in
            XCTAssertEqual(error as? ToolError, .unexpectedArgument(command: "explain", argument: "b"))
        }
    }

    func testDoubleDashEndsOptions() throws {
        XCTAssertEqual(try ArgumentParser.parse(["--", "--weird.swift"]).positionals, ["--weird.swift"])
    }
}
