#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import RuleEngine

/// Applies safe fixes to a file's bytes, and writes files atomically.
enum Fixer {
    /// Applies every safe fix whose edits do not overlap an edit already taken (earlier findings win);
    /// returns nil when nothing applies. Overlapping fixes are left for the next pass.
    static func apply(_ findings: [Finding], to bytes: [UInt8]) -> [UInt8]? {
        var taken: [TextEdit] = []
        for finding in findings {
            guard let fix = finding.fix, fix.isSafe, !fix.edits.isEmpty else { continue }
            let valid = fix.edits.allSatisfy { $0.range.lowerBound >= 0 && $0.range.upperBound <= bytes.count }
            let overlaps = fix.edits.contains { edit in taken.contains { $0.range.overlaps(edit.range) || $0.range == edit.range } }
            guard valid, !overlaps else { continue }
            taken.append(contentsOf: fix.edits)
        }
        guard !taken.isEmpty else { return nil }
        var result = bytes
        for edit in taken.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return result == bytes ? nil : result
    }

    /// Writes through a temporary file in the same folder, then renames it over `path`, keeping the original's
    /// permissions: readers see the old file or the new one, never a half-written one.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(ToolError) {
        var info = stat()
        let mode: mode_t = stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0o644
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        var template = Array(((folder.isEmpty ? "." : folder) + "/." + name + ".a11y-lint-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw .writeFailed(path: path, reason: String(cString: strerror(errno))) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var written = 0
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                written += count
            }
        }
        if failure == nil, fchmod(descriptor, mode) != 0 { failure = String(cString: strerror(errno)) }
        if failure == nil, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        close(descriptor)
        if failure == nil, rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw .writeFailed(path: path, reason: failure)
        }
    }
}
