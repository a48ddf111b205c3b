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
        let absolute = requested.map { Tool.absolute($0, in: io) }
        let found = discovery.discover(absolute)
        var errors = found.errors.map { relabel($0, io: io) }
        let reads = parallelMap(count: found.files.count, jobs: options.jobs) { index -> Result<[UInt8], ToolError> in
            do throws(ToolError) { return .success(try FileReader.read(found.files[index])) } catch { return .failure(error) }
        }
        // A file that could not be read is left out of its project like an excluded one.
        let unread = zip(found.files, reads).compactMap { path, read in
            if case .failure = read { return path } else { return nil }
        }
        let layout = ProjectLayout(lintedFolders: absolute.filter(FileDiscovery.isFolder),
                                   projectFolders: found.projectFolders, leftOut: found.leftOut + unread)
        var inputs: [LintInput] = []
        for (path, read) in zip(found.files, reads) {
            switch read {
            case let .success(bytes):
                inputs.append(LintInput(diskPath: path, displayPath: displayPath(path, io: io), bytes: bytes,
                                        placement: layout.placement(ofFile: path)))
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

/// `--fix`: applies safe fixes until nothing changes (a few passes at most), writes each changed file atomically
/// (standard output for `--stdin-path`), and returns the re-linted inputs and findings.
enum FixStep {
    static let maximumPasses = 8

    static func run(_ inputs: [LintInput], findings: [Finding], linter: Linter, options: LintOptions,
                    io: ToolIO) throws(ToolError) -> ([LintInput], [Finding]) {
        var byFile: [String: [Finding]] = Dictionary(grouping: findings, by: \.file)
        var fixed: [LintInput] = []
        for input in inputs {
            var current = input
            var changed = false
            for _ in 0..<maximumPasses {
                guard let next = Fixer.apply(byFile[current.displayPath] ?? [], to: current.bytes) else { break }
                current.bytes = next
                changed = true
                byFile[current.displayPath] = linter.lint(path: current.displayPath, bytes: current.bytes)
            }
            if let diskPath = current.diskPath {
                if changed { try Fixer.writeAtomically(current.bytes, to: diskPath) }
            } else {
                io.writeOutput(String(decoding: current.bytes, as: UTF8.self))
            }
            fixed.append(current)
        }
        return (fixed, byFile.values.flatMap { $0 }.sorted(by: Finding.outputOrder))
    }
}
