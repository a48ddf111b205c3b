import A11yLint
import Foundation
import RuleEngine
import SwiftLexer

/// One process, one copy of the bytes (read before any timing): (a) the lexer, (b) lexer + view-tree parser,
/// (c) the full lint with every default rule and the project index, on one thread and on `jobs` threads,
/// (d) swift-syntax parse + walk.
/// Each repetition runs every phase once, in that order, so that the machine's load falls on all of them alike.
struct Comparison {
    let corpus: Corpus
    let roots: [String]
    let repetitions: Int
    let jobs: Int

    private struct Phase {
        let name: String
        /// Parallel phases are judged by the wall clock; one-thread phases by thread CPU time.
        let isParallel: Bool
        let body: () -> Int
        var timings: [Timing] = []
        var work = 0
    }

    /// What `a11y-lint` does once the files are read: the library's `LintSession` with every default rule (parse
    /// and summarise every file, build the project index, run the rules on every tree). Returns the finding count.
    private func fullLint(linting jobs: Int) -> Int {
        let files = zip(corpus.paths, corpus.files).map { SourceInput(path: $0, bytes: $1) }
        return LintSession(configuration: Configuration(), jobs: jobs).lint(files).findings.count
    }

    func run() -> String {
        let files = corpus.files
        let jobs = self.jobs
        var phases = [
            Phase(name: "(a) lex", isParallel: false) { files.reduce(0) { $0 + Lexer.lex($1).tokens.count } },
            Phase(name: "(b) lex + parse", isParallel: false) {
                files.reduce(0) { $0 + ViewTreeParser.parse(Lexer.lex($1)).nodeCount }
            },
            Phase(name: "(c) lint, 1 thread", isParallel: false) { fullLint(linting: 1) },
            Phase(name: "(c) lint, \(jobs) threads", isParallel: true) { fullLint(linting: jobs) },
            Phase(name: "(d) swift-syntax parse + walk", isParallel: false) {
                files.reduce(0) { $0 + SwiftSyntaxBaseline.parseAndWalk($1) }
            },
        ]
        let loadBefore = loadAverage()
        // One untimed pass warms caches and the allocator, and records each phase's work count.
        for index in phases.indices { phases[index].work = phases[index].body() }
        for _ in 0..<repetitions {
            for index in phases.indices {
                let phase = phases[index]
                var work = 0
                phases[index].timings.append(Timing.of { work = phase.body() })
                precondition(work == phase.work, "\(phase.name) did different work on the same bytes")
            }
        }
        return report(phases, loadBefore: loadBefore, loadAfter: loadAverage())
    }

    private func report(_ phases: [Phase], loadBefore: String, loadAfter: String) -> String {
        let megabytes = Double(corpus.byteCount) / 1e6
        func seconds(_ phase: Phase) -> [Double] { phase.timings.map { phase.isParallel ? $0.wall : $0.cpu } }
        func rate(_ value: Double) -> String { String(format: "%.1f", megabytes / value) }
        var lines = [
            "corpus: \(roots.joined(separator: " "))",
            "files: \(corpus.files.count), bytes: \(corpus.byteCount) (\(String(format: "%.2f", megabytes)) MB)",
            "machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, \(cpuModel()); load average "
                + "\(loadBefore) before, \(loadAfter) after",
            "repetitions: \(repetitions) (after one warm-up); one-thread phases timed by thread CPU time, "
                + "parallel ones by wall clock",
            "",
            "| phase | MB/s median | MB/s min–max | ms median | work |",
            "|---|---:|---:|---:|---:|",
        ]
        let workNames = ["tokens", "nodes", "findings", "findings", "tokens"]
        for (index, phase) in phases.enumerated() {
            let summary = Summary(seconds(phase))
            lines.append("| \(phase.name) | \(rate(summary.median)) | \(rate(summary.maximum))–\(rate(summary.minimum)) "
                         + "| \(String(format: "%.0f", summary.median * 1000)) | \(phase.work) \(workNames[index]) |")
        }
        // Ratio of the one-thread lint to swift-syntax, repetition by repetition (same load on both).
        let lint = seconds(phases[2]), baseline = seconds(phases[4])
        let ratios = Summary(zip(lint, baseline).map { $0.1 / $0.0 })
        let parallelRatios = Summary(zip(seconds(phases[3]), baseline).map { $0.1 / $0.0 })
        lines.append("")
        lines.append("ratio (c) lint 1 thread / (d) swift-syntax: " + String(format: "%.1f× (%.1f–%.1f)",
                     ratios.median, ratios.minimum, ratios.maximum))
        lines.append("ratio (c) lint \(jobs) threads / (d) swift-syntax: " + String(format: "%.1f× (%.1f–%.1f)",
                     parallelRatios.median, parallelRatios.minimum, parallelRatios.maximum))
        return lines.joined(separator: "\n") + "\n"
    }

    private func loadAverage() -> String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }

    private func cpuModel() -> String {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
              let colon = line.firstIndex(of: ":") else { return "CPU unknown" }
        return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
}
