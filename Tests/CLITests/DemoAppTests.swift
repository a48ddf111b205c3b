import Foundation
import XCTest
@testable import a11y_lint

/// The bundled demo app carries the seed audits' defects: linting it triggers every default rule at least once.
final class DemoAppTests: XCTestCase {
    func testDemoAppTriggersEveryDefaultRule() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let run = runTool(["Examples/DemoApp", "--format", "json"], in: root.path)
        XCTAssertEqual(run.exitCode, .findings, run.error)
        let json = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        let fired = Set((json?["findings"] as? [[String: Any]])?.compactMap { $0["ruleId"] as? String } ?? [])
        let listing = runTool(["rules"], in: root.path).output
        // `rules` prints one rule a line: id, severity, on/off under the defaults (no configuration here), summary.
        var defaults: [String] = []
        for line in listing.split(separator: "\n") {
            let columns: [Substring] = line.split(separator: " ")
            if columns.count > 2, columns[2] == "on" { defaults.append(String(columns[0])) }
        }
        XCTAssertFalse(defaults.isEmpty)
        for rule in defaults { XCTAssertTrue(fired.contains(rule), "the demo app does not trigger \(rule)") }
    }
}

/// A file's findings are the same whether it is linted alone, from standard input, from a subfolder or with the
/// whole project: the index always comes from the project the file belongs to.
final class ProjectContextTests: XCTestCase {
    func findingsByFile(_ run: ToolRun, prefix: String = "") throws -> [String: [String]] {
        let document = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        var result: [String: [String]] = [:]
        for finding in document?["findings"] as? [[String: Any]] ?? [] {
            let start = finding["start"] as? [String: Any]
            let file = prefix + (finding["file"] as? String ?? "")
            result[file, default: []].append("\(start?["line"] ?? 0):\(start?["column"] ?? 0) \(finding["ruleId"] ?? "")")
        }
        return result
    }

    func testEveryDemoFileLintsAloneAsInTheWholeProject() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let tree = try TemporaryTree()
        let copy = tree.root + "/DemoApp"
        try FileManager.default.copyItem(atPath: repository.appendingPathComponent("Examples/DemoApp").path, toPath: copy)
        let whole = try findingsByFile(runTool([".", "--format", "json", "--fail-on", "never"], in: copy))
        let files = try FileManager.default.subpathsOfDirectory(atPath: copy).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertGreaterThan(files.count, 3)
        for file in files {
            let alone = try findingsByFile(runTool([file, "--format", "json", "--fail-on", "never"], in: copy))
            XCTAssertEqual(alone[file] ?? [], whole[file] ?? [], "\(file) linted alone")
            let source = try String(contentsOfFile: copy + "/" + file, encoding: .utf8)
            let stdin = try findingsByFile(runTool(["--stdin-path", file, "--format", "json", "--fail-on", "never"],
                                                   in: copy, stdin: source))
            XCTAssertEqual(stdin[file] ?? [], whole[file] ?? [], "\(file) from standard input")
            let folder = (file as NSString).deletingLastPathComponent
            if !folder.isEmpty {
                let name = (file as NSString).lastPathComponent
                let sub = try findingsByFile(runTool([name, "--format", "json", "--fail-on", "never"], in: copy + "/" + folder),
                                             prefix: folder + "/")
                XCTAssertEqual(sub[file] ?? [], whole[file] ?? [], "\(file) from its own folder")
            }
        }
    }
}
