import A11yLint
import Foundation
import SwiftLexer

/// a11y-lint-bench: throughput of the lexer, the parser and the whole lint against swift-syntax, and a synthetic
/// corpus to measure them on. See Benchmarks/README.md.
let usage = """
    usage: a11y-lint-bench compare [--reps N] [--jobs N] PATH…   lex, parse, lint and swift-syntax on the same bytes
           a11y-lint-bench generate --seed N (--files K | --megabytes M) DIR   write a synthetic SwiftUI corpus
           a11y-lint-bench lex DIR [RUNS]                          lexer alone
           a11y-lint-bench parse DIR [RUNS]                        lexer and view-tree parser, timed apart
           a11y-lint-bench diagnostics DIR                         every lexical diagnostic (valid Swift: none)
           a11y-lint-bench dump FILE                               token dump of one file
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

/// `--name value` pairs and the remaining positional arguments.
func options(_ arguments: ArraySlice<String>, names: Set<String>) -> (values: [String: String], rest: [String]) {
    var values: [String: String] = [:]
    var rest: [String] = []
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
        if names.contains(argument) {
            guard let value = iterator.next() else { fail("\(argument) needs a value\n\(usage)") }
            values[argument] = value
        } else if argument.hasPrefix("--") {
            fail("unknown option \(argument)\n\(usage)")
        } else {
            rest.append(argument)
        }
    }
    return (values, rest)
}

func integer(_ text: String?, _ name: String, default defaultValue: Int) -> Int {
    guard let text else { return defaultValue }
    guard let value = Int(text), value > 0 else { fail("\(name) takes a positive integer, not \(text)") }
    return value
}

func loadCorpus(_ roots: [String]) -> Corpus {
    do { return try Corpus(roots: roots) } catch { fail("\(error)") }
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "compare":
    let parsed = options(arguments.dropFirst(), names: ["--reps", "--jobs"])
    guard !parsed.rest.isEmpty else { fail(usage) }
    let corpus = loadCorpus(parsed.rest)
    let comparison = Comparison(
        corpus: corpus, roots: parsed.rest,
        repetitions: integer(parsed.values["--reps"], "--reps", default: 5),
        jobs: integer(parsed.values["--jobs"], "--jobs", default: ProcessInfo.processInfo.activeProcessorCount))
    print(comparison.run(), terminator: "")
case "generate":
    let parsed = options(arguments.dropFirst(), names: ["--seed", "--files", "--megabytes"])
    guard parsed.rest.count == 1, let seed = parsed.values["--seed"].flatMap({ UInt64($0) }),
          (parsed.values["--files"] == nil) != (parsed.values["--megabytes"] == nil) else { fail(usage) }
    let fileLimit = parsed.values["--files"].map { integer($0, "--files", default: 1) }
    let byteLimit = parsed.values["--megabytes"].map { integer($0, "--megabytes", default: 1) * 1_000_000 }
    var generator = CorpusGenerator(seed: seed)
    var written = 0, bytes = 0
    while written < fileLimit ?? .max, bytes < byteLimit ?? .max {
        let file = generator.file(number: written)
        let url = URL(fileURLWithPath: parsed.rest[0]).appendingPathComponent(file.path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
        } catch {
            fail("cannot write \(url.path): \(error)")
        }
        written += 1
        bytes += file.text.utf8.count
    }
    print("wrote \(written) files, \(bytes) bytes under \(parsed.rest[0])")
case "lex":
    guard let directory = arguments.dropFirst().first else { fail(usage) }
    let runs = integer(arguments.dropFirst(2).first, "RUNS", default: 7)
    let corpus = loadCorpus([directory])
    var timings: [Timing] = []
    var tokenCount = 0
    for _ in 0..<runs {
        tokenCount = 0
        timings.append(Timing.of { for file in corpus.files { tokenCount += Lexer.lex(file).tokens.count } })
    }
    let wall = Summary(timings.map(\.wall)).median, cpu = Summary(timings.map(\.cpu)).median
    print("files: \(corpus.files.count)")
    print("bytes: \(corpus.byteCount)")
    print("tokens: \(tokenCount)")
    print("seconds (median of \(runs), wall clock): " + String(format: "%.4f", wall))
    print("MB/s (wall clock): " + String(format: "%.1f", Double(corpus.byteCount) / 1e6 / wall))
    // On a busy machine the wall clock includes time other processes ran; thread CPU time does not.
    print("seconds (median of \(runs), thread CPU time): " + String(format: "%.4f", cpu))
    print("MB/s (thread CPU time): " + String(format: "%.1f", Double(corpus.byteCount) / 1e6 / cpu))
case "parse":
    guard let directory = arguments.dropFirst().first else { fail(usage) }
    let runs = integer(arguments.dropFirst(2).first, "RUNS", default: 7)
    let corpus = loadCorpus([directory])
    // Lexing and parsing are timed apart (parsing reads tokens lexed beforehand).
    var lexTimes: [Timing] = []
    var parseTimes: [Timing] = []
    var nodeCount = 0
    for _ in 0..<runs {
        var lexed: [LexedSource] = []
        lexed.reserveCapacity(corpus.files.count)
        lexTimes.append(Timing.of { for file in corpus.files { lexed.append(Lexer.lex(file)) } })
        nodeCount = 0
        parseTimes.append(Timing.of { for source in lexed { nodeCount += ViewTreeParser.parse(source).nodeCount } })
    }
    func rate(_ seconds: Double) -> String { String(format: "%.1f", Double(corpus.byteCount) / 1e6 / seconds) }
    let lexWall = Summary(lexTimes.map(\.wall)).median, lexCPU = Summary(lexTimes.map(\.cpu)).median
    let parseWall = Summary(parseTimes.map(\.wall)).median, parseCPU = Summary(parseTimes.map(\.cpu)).median
    print("files: \(corpus.files.count)")
    print("bytes: \(corpus.byteCount)")
    print("nodes: \(nodeCount)")
    print("medians of \(runs) runs, MB/s by thread CPU time (wall clock in brackets):")
    print("lex:        \(rate(lexCPU)) (\(rate(lexWall)))")
    print("parse:      \(rate(parseCPU)) (\(rate(parseWall)))")
    print("lex+parse:  \(rate(lexCPU + parseCPU)) (\(rate(lexWall + parseWall)))")
case "diagnostics":
    guard let directory = arguments.dropFirst().first else { fail(usage) }
    let corpus = loadCorpus([directory])
    for (path, bytes) in zip(corpus.paths, corpus.files) {
        let source = Lexer.lex(bytes)
        for diagnostic in source.diagnostics {
            let position = source.lineTable.position(of: diagnostic.offset)
            print("\(path):\(position.line):\(position.column): \(diagnostic.kind)")
        }
    }
case "dump":
    guard let path = arguments.dropFirst().first, let data = FileManager.default.contents(atPath: path) else {
        fail(usage)
    }
    print(TokenDump.render(Lexer.lex([UInt8](data))), terminator: "")
default:
    fail(usage)
}
