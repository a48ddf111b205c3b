import Foundation
import A11yLint
import SwiftLexer

/// `a11y-lint-bench lex DIR [RUNS]`: lexes every `.swift` file under DIR (read into memory first), several times,
/// and prints files, bytes, the median time and throughput. `a11y-lint-bench parse DIR [RUNS]` does the same for
/// lexing plus view-tree parsing (one core). `a11y-lint-bench dump FILE` prints the token dump.
let arguments = CommandLine.arguments.dropFirst()

func swiftFiles(under directory: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
    var paths: [String] = []
    while let relative = enumerator.nextObject() as? String {
        if relative.hasSuffix(".swift") { paths.append(directory + "/" + relative) }
    }
    return paths.sorted()
}

/// Wall-clock and this thread's CPU seconds of `body`.
func measure(_ body: () -> Void) -> (wall: Double, cpu: Double) {
    func cpuNow() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    let wallStart = DispatchTime.now().uptimeNanoseconds
    let cpuStart = cpuNow()
    body()
    return (Double(DispatchTime.now().uptimeNanoseconds - wallStart) / 1e9, cpuNow() - cpuStart)
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

switch arguments.first {
case "lex":
    guard let directory = arguments.dropFirst().first else { fail("usage: a11y-lint-bench lex DIR [RUNS]") }
    let runs = arguments.dropFirst(2).first.flatMap { Int($0) } ?? 7
    let files = swiftFiles(under: directory).compactMap { FileManager.default.contents(atPath: $0).map { [UInt8]($0) } }
    guard !files.isEmpty else { fail("no .swift files under \(directory)") }
    let bytes = files.reduce(0) { $0 + $1.count }
    var seconds: [Double] = []
    var tokenCount = 0
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        tokenCount = 0
        for file in files { tokenCount += Lexer.lex(file).tokens.count }
        seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    let median = seconds.sorted()[runs / 2]
    print("files: \(files.count)")
    print("bytes: \(bytes)")
    print("tokens: \(tokenCount)")
    print("seconds (median of \(runs)): " + String(format: "%.4f", median))
    print("MB/s: " + String(format: "%.1f", Double(bytes) / 1e6 / median))
case "parse":
    guard let directory = arguments.dropFirst().first else { fail("usage: a11y-lint-bench parse DIR [RUNS]") }
    let runs = arguments.dropFirst(2).first.flatMap { Int($0) } ?? 7
    let files = swiftFiles(under: directory).compactMap { FileManager.default.contents(atPath: $0).map { [UInt8]($0) } }
    guard !files.isEmpty else { fail("no .swift files under \(directory)") }
    let bytes = files.reduce(0) { $0 + $1.count }
    // Lexing and parsing are timed apart (parsing reads tokens lexed beforehand), in this thread's CPU time as well
    // as wall time: on a shared machine the wall clock measures the other tenants too.
    var lexTimes: [(wall: Double, cpu: Double)] = []
    var parseTimes: [(wall: Double, cpu: Double)] = []
    var nodeCount = 0
    for _ in 0..<runs {
        var lexed: [LexedSource] = []
        lexed.reserveCapacity(files.count)
        lexTimes.append(measure { for file in files { lexed.append(Lexer.lex(file)) } })
        nodeCount = 0
        parseTimes.append(measure { for source in lexed { nodeCount += ViewTreeParser.parse(source).nodes.count } })
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    func rate(_ seconds: Double) -> String { String(format: "%.1f", Double(bytes) / 1e6 / seconds) }
    let lexWall = median(lexTimes.map(\.wall)), lexCPU = median(lexTimes.map(\.cpu))
    let parseWall = median(parseTimes.map(\.wall)), parseCPU = median(parseTimes.map(\.cpu))
    print("files: \(files.count)")
    print("bytes: \(bytes)")
    print("nodes: \(nodeCount)")
    print("medians of \(runs) runs, MB/s by thread CPU time (wall clock in brackets):")
    print("lex:        \(rate(lexCPU)) (\(rate(lexWall)))")
    print("parse:      \(rate(parseCPU)) (\(rate(parseWall)))")
    print("lex+parse:  \(rate(lexCPU + parseCPU)) (\(rate(lexWall + parseWall)))")
case "dump":
    guard let path = arguments.dropFirst().first, let data = FileManager.default.contents(atPath: path) else {
        fail("usage: a11y-lint-bench dump FILE")
    }
    print(TokenDump.render(Lexer.lex([UInt8](data))), terminator: "")
default:
    fail("usage: a11y-lint-bench lex DIR [RUNS] | parse DIR [RUNS] | dump FILE")
}
