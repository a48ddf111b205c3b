import Foundation
import XCTest
@testable import A11yLint
import RuleEngine

/// The demo app's component library (`Examples/DemoApp/Components`) and asset catalog, linted as the command line
/// lints the demo app: every Swift file indexed, colour sets read. The findings in the component files are exactly
/// the documented ones.
final class IndexDemoTests: XCTestCase {
    static let demoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/DemoApp").standardizedFileURL.path

    static func files(where predicate: (String) -> Bool) -> [(path: String, bytes: [UInt8])] {
        let paths = FileManager.default.enumerator(atPath: demoRoot)?.compactMap { $0 as? String }.sorted() ?? []
        return paths.filter(predicate).compactMap { relative in
            FileManager.default.contents(atPath: demoRoot + "/" + relative).map { ("Examples/DemoApp/" + relative, Array($0)) }
        }
    }

    static let findings: [Finding] = {
        let sources = files { $0.hasSuffix(".swift") }.map { SourceInput(path: $0.path, bytes: $0.bytes) }
        let colorSets = files { AssetColorIndex.isColorSetContents(path: "Examples/DemoApp/" + $0) }
        // The component files are linted; the screens that call the components are indexed as their context.
        return LintSession().lint(sources.filter { $0.path.contains("/Components/") },
                                  context: sources.filter { !$0.path.contains("/Components/") },
                                  colorSets: colorSets).findings
    }()

    func testExactlyTheDocumentedFindings() {
        let components = "Examples/DemoApp/Components/"
        XCTAssertEqual(Self.findings.map { "\($0.file.dropFirst(components.count)):\($0.start.line) \($0.severity) \($0.ruleID)" }, [
            "ComponentScreens.swift:15 critical icon-only-button",      // IconButton(systemName: "forward.end") { … }
            "ComponentScreens.swift:37 critical icon-only-button",      // LabelledIconButton(…, label: "")
            "ComponentScreens.swift:50 high insufficient-contrast",     // CaptionText on CardBackground, dark
            "WelcomeFeatureCard.swift:12 medium ungrouped-card",        // one caller groups it, one does not
            "WelcomeFeatureCard.swift:13 medium image-missing-label",   // its icon, a stop of its own there
            "WelcomeFeatureCard.swift:18 high insufficient-contrast",   // CaptionText on CardBackground, dark
        ])
    }

    func testMessagesNameTheComponentAndTheFailingAppearance() throws {
        let contrast = try XCTUnwrap(Self.findings.first { $0.ruleID == "insufficient-contrast" })
        XCTAssertTrue(contrast.message.contains("in the dark appearance,"), contrast.message)
        let iconButton = try XCTUnwrap(Self.findings.first { $0.ruleID == "icon-only-button" })
        XCTAssertTrue(iconButton.message.hasPrefix("IconButton shows only the symbol 'forward.end'"), iconButton.message)
        XCTAssertEqual(iconButton.notes.map { "\($0.file):\($0.start.line)" }, ["Examples/DemoApp/Components/IconButton.swift:12"])
    }
}
