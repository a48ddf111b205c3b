import Foundation
import SwiftLexer

/// `a11y-lint-bench lex DIR [RUNS]`: lexes every `.swift` file under DIR (read into memory first), several times,
/// and prints files, bytes, the median time and throughput. `a11y-lint-bench dump FILE` prints the token dump.
let arguments = CommandLine.arguments.dropFirst()

func swiftFiles(under directory: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
    var paths: [String] = []
    while let relative = enumerator.nextObject() as? String {
        if relative.hasSuffix(".swift") { paths.append(directory + "/" + relative) }
    }
    return paths.sorted()
}

/// CPU time consumed by the calling thread: one core's work, whatever else the machine runs.
func threadCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
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
    var wallSeconds: [Double] = []
    var cpuSeconds: [Double] = []
    var tokenCount = 0
    for _ in 0..<runs {
        let wallStart = DispatchTime.now().uptimeNanoseconds
        let cpuStart = threadCPUNanoseconds()
        tokenCount = 0
        for file in files { tokenCount += Lexer.lex(file).tokens.count }
        cpuSeconds.append(Double(threadCPUNanoseconds() - cpuStart) / 1e9)
        wallSeconds.append(Double(DispatchTime.now().uptimeNanoseconds - wallStart) / 1e9)
    }
    let wall = wallSeconds.sorted()[runs / 2]
    let cpu = cpuSeconds.sorted()[runs / 2]
    print("files: \(files.count)")
    print("bytes: \(bytes)")
    print("tokens: \(tokenCount)")
    print("seconds (median of \(runs), wall clock): " + String(format: "%.4f", wall))
    print("MB/s (wall clock): " + String(format: "%.1f", Double(bytes) / 1e6 / wall))
    // On a busy machine the wall clock includes time other processes ran; thread CPU time does not.
    print("seconds (median of \(runs), thread CPU time): " + String(format: "%.4f", cpu))
    print("MB/s (thread CPU time): " + String(format: "%.1f", Double(bytes) / 1e6 / cpu))
case "dump":
    guard let path = arguments.dropFirst().first, let data = FileManager.default.contents(atPath: path) else {
        fail("usage: a11y-lint-bench dump FILE")
    }
    print(TokenDump.render(Lexer.lex([UInt8](data))), terminator: "")
default:
    fail("usage: a11y-lint-bench lex DIR [RUNS] | dump FILE")
}
