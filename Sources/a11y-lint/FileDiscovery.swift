#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif
import A11yLint
import Foundation

/// Finds the Swift files to lint (SPEC §7): folders recursively (`.swift` only, default skips, `excluded`),
/// explicit files always (unless excluded; non-Swift ignored). Symlinked folders are followed once: a loop
/// cannot hang it. Output is sorted, without duplicates.
struct FileDiscovery {
    /// Folder names never descended into.
    static let skippedFolders: Set<String> = [".build", ".git", "DerivedData", "Pods", "Carthage", ".swiftpm"]

    /// Whether a file or folder matches `excluded` (explicit files too).
    let isExcluded: @Sendable (String) -> Bool
    /// Whether a file found in a folder matches `included` (when set) and not `excluded`.
    let isIncluded: @Sendable (String) -> Bool

    struct Result {
        var files: [String] = []
        /// `*.colorset/Contents.json` files found under the folders, for asset-catalog colours.
        var colorSets: [String] = []
        /// Paths that could not be read or are not regular files or folders.
        var errors: [ToolError] = []
        /// Folders found to hold a project (`marksProject`).
        var projectFolders: Set<String> = []
        /// Swift files and folders under the folders that `excluded`/`included` left out, and folders that could
        /// not be listed.
        var leftOut: [String] = []
    }

    /// Whether a folder entry makes its folder a project (`ProjectLayout`): a package manifest, an Xcode project
    /// or workspace, or the manifest Tuist (`Project.swift`) or XcodeGen (`project.yml`) makes one from.
    static func marksProject(_ name: String) -> Bool {
        name == "Package.swift" || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
            || name == "Project.swift" || name == "project.yml"
    }

    func discover(_ paths: [String]) -> Result {
        var result = Result()
        var seenFiles = Set<String>()
        var visitedFolders = Set<String>()
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                let reason = String(cString: strerror(errno))
                result.errors.append(errno == ENOENT ? .missingPath(path) : .unreadable(path: path, reason: reason))
                continue
            }
            let normalized = Self.normalize(path)
            if (info.st_mode & S_IFMT) == S_IFDIR {
                walk(folder: normalized, into: &result, seen: &seenFiles, visited: &visitedFolders)
            } else if normalized.hasSuffix(".swift") {
                guard (info.st_mode & S_IFMT) == S_IFREG else {
                    result.errors.append(.unreadable(path: path, reason: "not a regular file"))
                    continue
                }
                if !isExcluded(normalized), seenFiles.insert(normalized).inserted { result.files.append(normalized) }
            }
        }
        result.files.sort()
        result.colorSets.sort()
        return result
    }

    /// Iterative walk: deep trees cost memory, not stack.
    private func walk(folder root: String, into result: inout Result, seen: inout Set<String>,
                      visited: inout Set<String>) {
        var pending = [root]
        while let folder = pending.popLast() {
            guard let real = realpath(folder, nil) else { continue }
            let resolved = String(cString: real)
            free(real)
            guard visited.insert(resolved).inserted else { continue }
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
                result.errors.append(.unreadable(path: folder, reason: "cannot list folder"))
                result.leftOut.append(folder)
                continue
            }
            if entries.contains(where: Self.marksProject) { result.projectFolders.insert(folder) }
            for name in entries.sorted() {
                let path = folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
                var info = stat()
                guard stat(path, &info) == 0 else { continue }  // dangling symlink: nothing to lint
                let type = info.st_mode & S_IFMT
                if type == S_IFDIR {
                    if Self.skippedFolders.contains(name) { continue }
                    if isExcluded(path) {
                        result.leftOut.append(path)
                        continue
                    }
                    pending.append(path)
                } else if AssetColorIndex.isColorSetContents(path: path) {
                    if type == S_IFREG { result.colorSets.append(path) }
                } else if name.hasSuffix(".swift") {
                    if !isIncluded(path) {
                        result.leftOut.append(path)
                        continue
                    }
                    guard type == S_IFREG else {
                        result.errors.append(.unreadable(path: path, reason: "not a regular file"))
                        continue
                    }
                    if seen.insert(path).inserted { result.files.append(path) }
                }
            }
        }
    }

    /// Whether `path` is a folder (through symbolic links).
    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Drops a leading `./` and trailing slashes so the same file is reported the same way.
    static func normalize(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") && path.count > 2 { path.removeFirst(2) }
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }
}

/// Whole-file reads with POSIX calls (no Foundation bridging on the hot path).
enum FileReader {
    static func read(_ path: String) throws(ToolError) -> [UInt8] {
        // Non-blocking: opening a FIFO for reading would otherwise wait for a writer, forever. The type check below
        // rejects it; a regular file reads the same either way.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw errno == ENOENT ? .missingPath(path) : .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw .unreadable(path: path, reason: "not a regular file")
        }
        // One byte more than the size: a read that fills it means the file grew since `fstat`, and only then does
        // the buffer grow (growing by appending reserved twice the file plus 64 KiB per file, kept until exit).
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var total = 0
        while true {
            if total == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(65536, bytes.count))) }
            let count = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress! + total, buffer.count - total)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            total += count
        }
        bytes.removeSubrange(total...)
        return bytes
    }

    static func readStandardInput() -> [UInt8] {
        Array(FileHandle.standardInput.readDataToEndOfFile())
    }
}
