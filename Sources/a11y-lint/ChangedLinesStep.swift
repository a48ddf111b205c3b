import Foundation
import RuleEngine

/// `--changed-since REF` and `--diff FILE`: keep only the findings on lines a change added or modified (a pull
/// request's own findings). Every requested file is still linted and indexed as usual, so a finding's verdict does
/// not depend on what changed; only what is reported does.
enum ChangedLinesStep {
    static func filter(_ findings: [Finding], options: LintOptions, io: ToolIO) throws(ToolError) -> [Finding] {
        guard options.changedSince != nil || options.diffPath != nil else { return findings }
        let root = gitRoot(in: io.workingDirectory) ?? io.workingDirectory
        var changed: ChangedLines
        if let diffPath = options.diffPath {
            let bytes = try FileReader.read(Tool.absolute(diffPath, in: io))
            changed = ChangedLines(unifiedDiff: String(decoding: bytes, as: UTF8.self))
        } else {
            let reference = options.changedSince ?? "HEAD"
            let diff = try git(["diff", "--unified=0", "--no-color", "--no-ext-diff", "--no-renames", reference, "--"],
                               in: root)
            changed = ChangedLines(unifiedDiff: diff)
            for untracked in try git(["ls-files", "--others", "--exclude-standard", "-z"], in: root)
                .split(separator: "\0") {
                changed.addWholeFile(String(untracked))
            }
        }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return findings.filter { finding in
            let absolute = Tool.absolute(finding.file, in: io)
            let relative = absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
            return changed.touches(relative, from: finding.start.line, to: max(finding.start.line, finding.end.line))
        }
    }

    private static func gitRoot(in folder: String) -> String? {
        guard let output = try? git(["rev-parse", "--show-toplevel"], in: folder) else { return nil }
        let root = output.trimmingCharacters(in: .whitespacesAndNewlines)
        return root.isEmpty ? nil : root
    }

    /// Runs git and returns its standard output; a failure (no git, not a repository, an unknown ref) is an error
    /// naming what git said.
    private static func git(_ arguments: [String], in folder: String) throws(ToolError) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .changesUnavailable(reason: "could not run git: \(error.localizedDescription)")
        }
        // Read both pipes before waiting: a large diff would otherwise fill the pipe and never finish.
        let errorData = Capture()
        let reader = Thread { errorData.data = error.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorData.done { usleep(1_000) }
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorData.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw .changesUnavailable(reason: "git \(arguments.first ?? "") failed: \(message)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    private final class Capture: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Data?
        var data: Data {
            get { lock.lock(); defer { lock.unlock() }; return stored ?? Data() }
            set { lock.lock(); stored = newValue; lock.unlock() }
        }
        var done: Bool { lock.lock(); defer { lock.unlock() }; return stored != nil }
    }
}
