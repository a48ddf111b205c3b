import A11yLint
import Foundation
import RuleEngine
import SwiftLexer

/// One execution: lex, parse, lint with every rule, render every reporter, and check what must hold for any input.
/// A crash or a hang is caught by the worker and the supervisor; this returns the invariants that were broken.
struct FuzzTarget {
    static let path = "Fuzz/Input.swift"
    let session: LintSession
    let rules: [RuleDescription]
    let runInfo = RunInfo(toolVersion: "fuzz", rootDirectory: "/fuzz", failOn: .low)

    init() {
        var configuration = Configuration()
        configuration.optInRules = Set(RuleCatalogue.ids)
        configuration.includePreviews = true
        configuration.includeTests = true
        session = LintSession(configuration: configuration)
        rules = RuleCatalogue.all.map { $0.description }
    }

    /// `deepChecks` also parses the JSON outputs back, which costs more than the lint; the loop samples it.
    func run(_ bytes: [UInt8], deepChecks: Bool) -> [String] {
        var stages: [(String, Double)] = []
        return run(bytes, deepChecks: deepChecks, stages: &stages)
    }

    /// `stages` receives the CPU seconds of this thread each stage took (lex, parse, lint, render), for `--replay`:
    /// CPU time, because on a shared machine wall time measures the neighbours.
    func run(_ bytes: [UInt8], deepChecks: Bool, stages: inout [(String, Double)]) -> [String] {
        var clock = threadCPUSeconds()
        func lap(_ stage: String) {
            let now = threadCPUSeconds()
            stages.append((stage, now - clock))
            clock = now
        }
        var violations: [String] = []
        let source = Lexer.lex(bytes)
        lap("lex")
        if let problem = Self.losslessnessViolation(source) { violations.append("lexer: \(problem)") }
        let tree = ViewTreeParser.parse(source)
        if let problem = tree.structuralViolation() { violations.append("parser: \(problem)") }
        lap("parse")
        _ = TreeDump.render(tree)
        lap("dump")
        // The whole project pipeline over this one file, as the command line runs it: the project index (component
        // summaries are fuzzed too), the rules, and the line table the reporters get.
        let result = session.lint([SourceInput(path: Self.path, bytes: bytes)])
        let findings = result.findings
        for finding in findings {
            if let problem = Self.findingViolation(finding, byteCount: bytes.count, lineTable: source.lineTable) {
                violations.append("linter: \(finding.ruleID): \(problem)")
                break
            }
        }
        lap("lint")
        if deepChecks, let fixed = result.fixed().first {
            // Fixed code is linted again: its findings must point inside the fixed bytes.
            for finding in fixed.findings {
                if let problem = Self.findingViolation(finding, byteCount: fixed.source.bytes.count,
                                                       lineTable: fixed.source.lineTable) {
                    violations.append("fix: \(finding.ruleID): \(problem)")
                    break
                }
            }
            lap("fix")
        }
        let report = Report(findings: findings, sources: result.sourcesByPath, rules: rules, run: runInfo)
        for reporter in Reporters.all {
            let output = reporter.render(report)
            if deepChecks, ["json", "sarif", "gitlab"].contains(reporter.id),
               (try? JSONSerialization.jsonObject(with: Data(output.utf8))) == nil {
                violations.append("reporter \(reporter.id): output is not JSON")
            }
            lap(reporter.id)
        }
        return violations
    }

    /// Every byte belongs to exactly one token or trivia piece, in order, and the stream ends with end-of-file.
    static func losslessnessViolation(_ source: LexedSource) -> String? {
        let tokens = source.tokens
        guard let last = tokens.last, last.kind == .endOfFile, last.end == source.bytes.count else {
            return "stream does not end with an end-of-file token at the end of the input"
        }
        var expectedStart = 0
        for (index, token) in tokens.enumerated() {
            guard Int(token.start) == expectedStart else { return "token \(index) starts at \(token.start), expected \(expectedStart)" }
            if token.kind != .endOfFile && token.textLength == 0 { return "token \(index) (\(token.kind)) is empty" }
            for range in [token.leadingTriviaRange, token.trailingTriviaRange] where !range.isEmpty {
                var pieceStart = range.lowerBound
                for piece in source.triviaPieces(in: range) {
                    guard piece.range.lowerBound == pieceStart, !piece.range.isEmpty else { return "trivia gap at \(pieceStart)" }
                    pieceStart = piece.range.upperBound
                }
                guard pieceStart == range.upperBound else { return "trivia of token \(index) not covered" }
            }
            expectedStart = token.end
        }
        return nil
    }

    /// A finding points inside the input and its line:column agrees with its byte range.
    static func findingViolation(_ finding: Finding, byteCount: Int, lineTable: LineTable) -> String? {
        guard finding.range.lowerBound >= 0, finding.range.upperBound <= byteCount else { return "range \(finding.range) outside 0..<\(byteCount)" }
        guard finding.start == lineTable.position(of: finding.range.lowerBound) else { return "start \(finding.start) disagrees with offset \(finding.range.lowerBound)" }
        for edit in finding.fix?.edits ?? [] where edit.range.lowerBound < 0 || edit.range.upperBound > byteCount {
            return "fix edit \(edit.range) outside 0..<\(byteCount)"
        }
        return nil
    }
}

/// CPU time consumed by the calling thread (or, given its clock, another one).
func threadCPUSeconds(clock: clockid_t = CLOCK_THREAD_CPUTIME_ID) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
