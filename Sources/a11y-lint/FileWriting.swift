#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Every file the tool writes goes through here, so that nothing the user has is damaged or replaced by mistake.
///
/// - Reports, baselines and rule pages (`writeOutputFile`): a symbolic link is followed and its target written
///   (the link stays); a device, FIFO or socket (`--report json:/dev/stdout`) is written in place, never replaced
///   by a regular file; a regular file is replaced atomically.
/// - Fixed sources (`writeFixedSource`): the fix is written only if the file still holds the bytes that were
///   linted (an edit made meanwhile wins; a file renamed or deleted meanwhile is not recreated), never to a
///   read-only file, through a symbolic link to its target, in place when the file has other hard links (a rename
///   would split them), and otherwise atomically with the original's permissions and owner.
enum FileWriting {
    static func writeOutputFile(_ bytes: [UInt8], to path: String) throws(ToolError) {
        var info = stat()
        if lstat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                guard let target = resolvedPath(path) else {
                    throw .writeFailed(path: path, reason: "the symbolic link points nowhere")
                }
                return try writeOutputFile(bytes, to: target)
            case S_IFDIR:
                throw .writeFailed(path: path, reason: "is a folder")
            case S_IFREG:
                break
            default:
                return try writeInPlace(bytes, to: path, truncating: false)
            }
        }
        try replaceAtomically(bytes, at: path, mode: nil, owner: nil)
    }

    /// Why a fix was not written, when it was not.
    enum Refusal: Error {
        case changedMeanwhile, disappeared, readOnly, notRegular
        case failed(String)

        var reason: String {
            switch self {
            case .changedMeanwhile: return "the file changed while a11y-lint ran; lint it again"
            case .disappeared: return "the file was moved or deleted while a11y-lint ran"
            case .readOnly: return "the file is read-only"
            case .notRegular: return "not a regular file"
            case .failed(let reason): return reason
            }
        }
    }

    static func writeFixedSource(_ bytes: [UInt8], over path: String, linted original: [UInt8]) throws(Refusal) {
        guard let target = resolvedPath(path) else { throw .disappeared }
        var info = stat()
        guard stat(target, &info) == 0 else { throw .disappeared }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notRegular }
        guard info.st_mode & 0o222 != 0, access(target, W_OK) == 0 else { throw .readOnly }
        guard let current = try? FileReader.read(target), current == original else { throw .changedMeanwhile }
        do {
            if info.st_nlink > 1 {
                try writeInPlace(bytes, to: target, truncating: true)
            } else {
                try replaceAtomically(bytes, at: target, mode: info.st_mode & 0o7777, owner: (info.st_uid, info.st_gid))
            }
        } catch {
            throw .failed(error.description)
        }
    }

    /// The path with every symbolic link resolved; nil when it does not exist.
    private static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func writeInPlace(_ bytes: [UInt8], to path: String, truncating: Bool) throws(ToolError) {
        let descriptor = open(path, O_WRONLY | (truncating ? O_TRUNC : 0))
        guard descriptor >= 0 else { throw .writeFailed(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        if let failure = writeAll(bytes, to: descriptor) { throw .writeFailed(path: path, reason: failure) }
    }

    /// Writes through a temporary file in the same folder, then renames it over `path`: readers see the old file
    /// or the new one, never a half-written one. `mode` and `owner` default to the file's (a new file: 0644).
    private static func replaceAtomically(_ bytes: [UInt8], at path: String, mode: mode_t?,
                                          owner: (uid_t, gid_t)?) throws(ToolError) {
        var info = stat()
        let existing = stat(path, &info) == 0
        let mode = mode ?? (existing ? info.st_mode & 0o7777 : 0o644)
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        var template = Array(((folder.isEmpty ? "." : folder) + "/." + name + ".a11y-lint-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw .writeFailed(path: path, reason: String(cString: strerror(errno))) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure = writeAll(bytes, to: descriptor)
        if failure == nil, fchmod(descriptor, mode) != 0 { failure = String(cString: strerror(errno)) }
        // Keeping the owner needs privileges the tool may not have; the file is then the writer's, as with any editor.
        if let (uid, gid) = owner ?? (existing ? (info.st_uid, info.st_gid) : nil) { _ = fchown(descriptor, uid, gid) }
        if failure == nil, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        close(descriptor)
        if failure == nil, rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw .writeFailed(path: path, reason: failure)
        }
    }

    /// Writes every byte, retrying interrupted writes; the reason of the first failure, nil when all was written.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        var written = 0
        return bytes.withUnsafeBytes { buffer -> String? in
            while written < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return String(cString: strerror(errno))
                }
                written += count
            }
            return nil
        }
    }
}
