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
        try writeOutputFile(to: path) { $0.write(bytes: bytes) }
    }

    /// `writeOutputFile(_:to:)` with the contents written as `produce` makes them (a report rendered straight into
    /// the file, never held whole in memory).
    static func writeOutputFile(to path: String, produce: (inout FileSink) -> Void) throws(ToolError) {
        var info = stat()
        if lstat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                guard let target = resolvedPath(path) else {
                    throw .writeFailed(path: path, reason: "the symbolic link points nowhere")
                }
                return try writeOutputFile(to: target, produce: produce)
            case S_IFDIR:
                throw .writeFailed(path: path, reason: "is a folder")
            case S_IFREG:
                break
            default:
                return try writeInPlace(to: path, truncating: false, produce: produce)
            }
        }
        try replaceAtomically(at: path, mode: nil, owner: nil, produce: produce)
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
                try writeInPlace(to: target, truncating: true) { $0.write(bytes: bytes) }
            } else {
                try replaceAtomically(at: target, mode: info.st_mode & 0o7777, owner: (info.st_uid, info.st_gid)) {
                    $0.write(bytes: bytes)
                }
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

    private static func writeInPlace(to path: String, truncating: Bool,
                                     produce: (inout FileSink) -> Void) throws(ToolError) {
        let descriptor = open(path, O_WRONLY | (truncating ? O_TRUNC : 0))
        guard descriptor >= 0 else { throw .writeFailed(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        if let failure = FileSink.write(to: descriptor, produce) { throw .writeFailed(path: path, reason: failure) }
    }

    /// Writes through a temporary file in the same folder, then renames it over `path`: readers see the old file
    /// or the new one, never a half-written one. `mode` and `owner` default to the file's (a new file: 0644).
    private static func replaceAtomically(at path: String, mode: mode_t?, owner: (uid_t, gid_t)?,
                                          produce: (inout FileSink) -> Void) throws(ToolError) {
        var info = stat()
        let existing = stat(path, &info) == 0
        let mode = mode ?? (existing ? info.st_mode & 0o7777 : 0o644)
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        var template = Array(((folder.isEmpty ? "." : folder) + "/." + name + ".a11y-lint-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw .writeFailed(path: path, reason: String(cString: strerror(errno))) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure = FileSink.write(to: descriptor, produce)
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

/// A file being written: text is passed on in pieces of about `ChunkedOutput.chunkBytes`; after the first failed
/// write the rest is dropped and the failure kept.
struct FileSink: TextOutputStream {
    private let descriptor: Int32
    private var pending: [UInt8] = []
    private(set) var failure: String?

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Runs `produce` into the file open at `descriptor`; the reason of the first failure, nil when all was written.
    static func write(to descriptor: Int32, _ produce: (inout FileSink) -> Void) -> String? {
        var sink = FileSink(descriptor: descriptor)
        produce(&sink)
        sink.flush()
        return sink.failure
    }

    mutating func write(_ text: String) {
        pending.append(contentsOf: text.utf8)
        if pending.count >= ChunkedOutput.chunkBytes { flush() }
    }

    mutating func write(bytes: [UInt8]) {
        flush()
        if failure == nil { failure = FileWriting.writeAll(bytes, to: descriptor) }
    }

    private mutating func flush() {
        if failure == nil, !pending.isEmpty { failure = FileWriting.writeAll(pending, to: descriptor) }
        pending.removeAll(keepingCapacity: true)
    }
}
