import A11yLint
import Foundation
import RuleEngine

/// Finds and reads the files to lint. Unreadable files are collected, not fatal: the rest is linted and the run
/// exits 2.
enum InputStep {
    struct Collected {
        var inputs: [LintInput]
        /// Asset-catalog colour sets under the linted folders, read whole (small JSON files).
        var colorSets: [(path: String, bytes: [UInt8])]
        var errors: [ToolError]
    }

    static func collect(_ options: LintOptions, configuration: Configuration, io: ToolIO) throws(ToolError) -> Collected {
        if let stdinPath = options.stdinPath {
            return Collected(inputs: [LintInput(diskPath: nil, displayPath: stdinPath, bytes: io.readInput())],
                             colorSets: [], errors: [])
        }
        let requested = options.paths.isEmpty ? ["."] : options.paths
        let filter = try ConfigurationStep.pathFilter(configuration)
        let discovery = FileDiscovery(isExcluded: { filter.isExcluded($0) },
                                      isIncluded: { filter.shouldLint(file: $0) })
        let found = discovery.discover(requested.map { Tool.absolute($0, in: io) })
        var errors = found.errors.map { relabel($0, io: io) }
        let reads = parallelMap(count: found.files.count, jobs: options.jobs) { index -> Result<[UInt8], ToolError> in
            do throws(ToolError) { return .success(try FileReader.read(found.files[index])) } catch { return .failure(error) }
        }
        var inputs: [LintInput] = []
        for (path, read) in zip(found.files, reads) {
            switch read {
            case let .success(bytes):
                inputs.append(LintInput(diskPath: path, displayPath: displayPath(path, io: io), bytes: bytes))
            case let .failure(error):
                errors.append(relabel(error, io: io))
            }
        }
        var colorSets: [(path: String, bytes: [UInt8])] = []
        for path in found.colorSets {
            do throws(ToolError) {
                colorSets.append((displayPath(path, io: io), try FileReader.read(path)))
            } catch {
                errors.append(relabel(error, io: io))
            }
        }
        return Collected(inputs: inputs, colorSets: colorSets, errors: errors)
    }

    /// A path as reported: relative to the working directory when below it, else absolute.
    static func displayPath(_ absolute: String, io: ToolIO) -> String {
        let root = io.workingDirectory.hasSuffix("/") ? io.workingDirectory : io.workingDirectory + "/"
        return absolute.hasPrefix(root) ? String(absolute.dropFirst(root.count)) : absolute
    }

    /// Errors name paths the way the user sees them.
    private static func relabel(_ error: ToolError, io: ToolIO) -> ToolError {
        switch error {
        case let .missingPath(path): return .missingPath(displayPath(path, io: io))
        case let .unreadable(path, reason): return .unreadable(path: displayPath(path, io: io), reason: reason)
        default: return error
        }
    }
}

/// `--fix`: applies safe fixes until nothing changes (a few passes at most), writes each changed file through
/// `FileWriting` (standard output, byte for byte, for `--stdin-path`), says what it changed, and returns the
/// inputs and findings as they now stand. A file that cannot be written keeps its findings and is reported; the
/// other files are still fixed (`failures` counts the first kind).
enum FixStep {
    static let maximumPasses = 8

    static func run(_ inputs: [LintInput], findings: [Finding], linter: Linter, options: LintOptions,
                    io: ToolIO) -> (inputs: [LintInput], findings: [Finding], failures: Int) {
        var byFile: [String: [Finding]] = Dictionary(grouping: findings, by: \.file)
        var fixed: [LintInput] = []
        var failures = 0
        for input in inputs {
            var current = input
            let before = byFile[input.displayPath] ?? []
            for _ in 0..<maximumPasses {
                guard let next = Fixer.apply(byFile[current.displayPath] ?? [], to: current.bytes) else { break }
                current.bytes = next
                byFile[current.displayPath] = linter.lint(path: current.displayPath, bytes: current.bytes,
                                                          platforms: current.platforms)
            }
            guard let diskPath = current.diskPath else {
                io.writeOutputBytes(current.bytes)
                fixed.append(current)
                continue
            }
            if current.bytes != input.bytes {
                do throws(FileWriting.Refusal) {
                    try FileWriting.writeFixedSource(current.bytes, over: diskPath, linted: input.bytes)
                    let count = before.count - (byFile[current.displayPath] ?? []).count
                    io.diagnose("note", "fixed \(count) finding(s) in \(current.displayPath)")
                } catch {
                    io.diagnose("error", "did not fix \(current.displayPath): \(error.reason)")
                    failures += 1
                    byFile[input.displayPath] = before
                    current = input
                }
            }
            fixed.append(current)
        }
        return (fixed, byFile.values.flatMap { $0 }.sorted(by: Finding.outputOrder), failures)
    }
}
