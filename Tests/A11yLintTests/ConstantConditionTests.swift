import XCTest
@testable import A11yLint
import RuleEngine

/// Conditions on component properties every caller fills with the same constant (`ComponentCallSites
/// .constantProperties`): the branches they fail never run.
final class ConstantConditionTests: XCTestCase {
    let constants: [String: ArgumentConstant] = ["subtitle": .nilValue, "isSelected": .falseValue, "isCompact": .trueValue]

    func testClausesTheConstantsFail() {
        for condition in ["let subtitle", "let text = subtitle", "let text = self.subtitle", "subtitle != nil",
                          "isSelected", "self.isSelected", "!isCompact", "let subtitle, !subtitle.isEmpty",
                          "showsBadge, isSelected"] {
            XCTAssertTrue(ConstantCondition.fails(condition, given: constants), condition)
        }
    }

    func testClausesTheyDoNotDecide() {
        for condition in ["let title", "subtitle == nil", "!isSelected", "isCompact", "isSelected || showsAll",
                          "let text = subtitle ?? title", "count > 0"] {
            XCTAssertFalse(ConstantCondition.fails(condition, given: constants), condition)
        }
    }

    /// A static flag the project sets to a literal (`static let isMocking = false`) decides the branches on it in
    /// every file: a mock-data branch never runs, nor the `else` of a flag set to `true`; a flag two declarations
    /// set differently (`#if DEBUG` and `#else`) decides nothing, and neither does a `static var`.
    func testBranchesOnAStaticFlagTheProjectSetsNeverRun() {
        let service = """
            enum MockAPIService {
                static let isMocking: Bool = false
                static var isRecording = false
            }
            enum Features {
                static let newProfile = true
                #if DEBUG
                static let showsDiagnostics = true
                #else
                static let showsDiagnostics = false
                #endif
            }
            """
        let screen = """
            import SwiftUI

            struct Avatars: View {
                let url: String?
                var body: some View {
                    VStack {
                        if MockAPIService.isMocking {
                            Image(systemName: "person.crop.square")
                        }
                        if !MockAPIService.isMocking, let url {
                            AsyncImage(url: URL(string: url))
                        }
                        if Features.newProfile {
                            Text("New")
                        } else {
                            Image(systemName: "rectangle.stack")
                        }
                        if MockAPIService.isRecording {
                            Image(systemName: "record.circle")
                        }
                        if Features.showsDiagnostics {
                            Image(systemName: "stethoscope")
                        }
                    }
                }
            }
            """
        var configuration = Configuration()
        configuration.optInRules = ["image-missing-label"]
        let files = [SourceInput(path: "MockAPIService.swift", text: service),
                     SourceInput(path: "Avatars.swift", text: screen)]
        let lines = LintSession(configuration: configuration).lint(files).findings
            .filter { $0.ruleID == "image-missing-label" }.map(\.start.line)
        XCTAssertEqual(lines.sorted(), [11, 19, 22])
        // Alone, the screen's file knows no flag: every branch may run.
        let alone = LintSession(configuration: configuration).lint([files[1]]).findings
            .filter { $0.ruleID == "image-missing-label" }.map(\.start.line)
        XCTAssertEqual(alone.sorted(), [8, 11, 16, 19, 22])
    }
}
