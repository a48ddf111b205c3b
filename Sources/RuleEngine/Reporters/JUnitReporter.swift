/// JUnit XML for Jenkins and other CI dashboards, valid against both the lenient Jenkins xUnit schema
/// (`junit-10.xsd`) and the strict Ant schema (`JUnit.xsd`): one `<testsuite>` per file, one `<testcase>` per file and
/// rule, and one `<failure>` in a test case when any of its findings is at or above the failing severity. Findings
/// below it are listed in the suite's `<system-out>`. Times and timestamps are fixed: reporters read no clock.
/// A clean run writes one passing test case, because Jenkins treats a report with no tests as a broken build.
public enum JUnitReporter: Reporter {
    public static let id = "junit"
    public static let summary = "JUnit XML for Jenkins and CI dashboards: a test suite per file, a test case per rule."
    static let fixedTimestamp = "1970-01-01T00:00:00"
    static let hostname = "localhost"

    public static func render(_ report: Report, into sink: inout some TextOutputStream) {
        var xml = XMLDocumentWriter()
        xml.open("testsuites")
        let groups = report.findingsByFile()
        if groups.isEmpty {
            writeSuite(name: report.run.toolName, id: 0, testCases: [(report.run.toolName, "no findings", [])],
                       passed: [], report: report, into: &xml)
        }
        for (index, group) in groups.enumerated() {
            var byRule: [(rule: String, findings: [Finding])] = []
            for finding in group.findings.sorted(by: { ($0.ruleID, $0.start) < ($1.ruleID, $1.start) }) {
                if let last = byRule.indices.last, byRule[last].rule == finding.ruleID {
                    byRule[last].findings.append(finding)
                } else {
                    byRule.append((finding.ruleID, [finding]))
                }
            }
            let className = className(for: group.file)
            let testCases = byRule.map { (className, $0.rule, $0.findings.filter { report.isFailing($0.severity) }) }
            writeSuite(name: group.file, id: index, testCases: testCases,
                       passed: group.findings.filter { !report.isFailing($0.severity) }, report: report, into: &xml)
        }
        sink.write(xml.finish())
    }

    private static func writeSuite(name: String, id: Int, testCases: [(className: String, name: String, failing: [Finding])],
                                   passed: [Finding], report: Report, into xml: inout XMLDocumentWriter) {
        let failures = testCases.filter { !$0.failing.isEmpty }.count
        xml.open("testsuite", [
            ("name", name), ("package", report.run.toolName), ("id", String(id)),
            ("tests", String(testCases.count)), ("failures", String(failures)), ("errors", "0"),
            ("time", "0"), ("timestamp", fixedTimestamp), ("hostname", hostname),
        ])
        xml.open("properties")
        xml.element("property", [("name", "fail_on"), ("value", report.run.failOn?.name ?? "never")])
        xml.close()
        for testCase in testCases {
            let attributes = [("name", testCase.name), ("classname", testCase.className), ("time", "0")]
            guard let worst = testCase.failing.map(\.severity).max() else {
                xml.element("testcase", attributes)
                continue
            }
            xml.open("testcase", attributes)
            let first = testCase.failing[0].message
            let message = testCase.failing.count == 1 ? first : "\(testCase.failing.count) findings; first: \(first)"
            xml.element("failure", [("type", worst.name), ("message", message)],
                        text: testCase.failing.map(describe).joined(separator: "\n"))
            xml.close()
        }
        xml.element("system-out", text: passed.map(describe).joined(separator: "\n"))
        xml.element("system-err", text: "")
        xml.close()
    }

    private static func describe(_ finding: Finding) -> String {
        "\(finding.file):\(finding.start.line):\(finding.start.column): \(finding.severity.name): "
            + "\(finding.message) [\(finding.ruleID)]"
    }

    /// `Sources/App/Home View.swift` → `Sources.App.Home View`, so dashboards show folders as packages and the
    /// file as the class.
    static func className(for file: String) -> String {
        var path = Substring(file)
        if path.hasSuffix(".swift") { path = path.dropLast(".swift".count) }
        let dotted = path.split(separator: "/", omittingEmptySubsequences: true).joined(separator: ".")
        return dotted.isEmpty ? file : dotted
    }
}
