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

    /// A playground is a scratchpad and a DocC catalogue's Swift files are a tutorial's code steps (often
    /// deliberately unfinished): neither is compiled into an app.
    static func neverCompiled(folder name: String) -> Bool {
        name.hasSuffix(".playground") || name.hasSuffix(".docc")
    }

    /// Whether a file or folder matches `excluded` (explicit files too).
    let isExcluded: @Sendable (String) -> Bool
    /// Whether a file found in a folder matches `included` (when set) and not `excluded`.
    let isIncluded: @Sendable (String) -> Bool

    struct Result {
        var files: [String] = []
        /// `*.colorset/Contents.json` files found under the folders, for asset-catalog colours.
        var colorSets: [String] = []
        /// `Info.plist` files found under the folders, for the appearance an app locks (`AppearanceLocks`).
        var infoPlists: [String] = []
        /// Storyboards, xibs and Objective-C files found under the folders, for the classes they name
        /// (`InterfaceNames`).
        var interfaceFiles: [String] = []
        /// Paths that could not be read or are not regular files or folders.
        var errors: [ToolError] = []
        /// Folders found to hold a project (`ProjectModel.marksProject`).
        var projectFolders: Set<String> = []
        /// Swift files and folders under the folders that `excluded`/`included` left out, and folders that could
        /// not be listed.
        var leftOut: [String] = []
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
        result.infoPlists.sort()
        result.interfaceFiles.sort()
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
            let listing = Self.entries(of: folder)
            guard let entries = listing.names else {
                result.errors.append(.unreadable(path: folder, reason: "cannot list folder: \(listing.failure)"))
                result.leftOut.append(folder)
                continue
            }
            for undecodable in listing.undecodable {
                result.errors.append(.unreadable(path: folder + "/" + undecodable,
                                                 reason: "the name is not UTF-8, so it cannot be linted or reported"))
            }
            if entries.contains(where: ProjectModel.marksProject) { result.projectFolders.insert(folder) }
            for name in entries.sorted() {
                let path = folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
                var info = stat()
                guard stat(path, &info) == 0 else {
                    // A dangling or looping symbolic link holds nothing to lint; anything else that cannot be
                    // looked at (a path too long, a folder that can be listed but not entered) must not pass silently.
                    let failure = errno
                    var linkInfo = stat()
                    let isDanglingLink = (failure == ENOENT || failure == ELOOP) && lstat(path, &linkInfo) == 0
                        && (linkInfo.st_mode & S_IFMT) == S_IFLNK
                    if !isDanglingLink, name.hasSuffix(".swift") || failure != ENOENT {
                        result.errors.append(.unreadable(path: path, reason: String(cString: strerror(failure))))
                    }
                    continue
                }
                let type = info.st_mode & S_IFMT
                if type == S_IFDIR {
                    if Self.skippedFolders.contains(name) || Self.neverCompiled(folder: name) { continue }
                    if isExcluded(path) {
                        result.leftOut.append(path)
                        continue
                    }
                    pending.append(path)
                } else if AssetColorIndex.isColorSetContents(path: path) {
                    if type == S_IFREG { result.colorSets.append(path) }
                } else if AppearanceLocks.isInfoPlist(path: path) {
                    if type == S_IFREG { result.infoPlists.append(path) }
                } else if InterfaceNames.isInterfaceFile(path: path) {
                    if type == S_IFREG { result.interfaceFiles.append(path) }
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

    /// The names in a folder, read as bytes: a name that is not UTF-8 cannot become a path string (Foundation's
    /// listing dropped or mangled it silently); such a Swift file or folder is returned apart, made visible, to be
    /// reported. `names` is nil
    /// when the folder cannot be opened.
    static func entries(of folder: String) -> (names: [String]?, undecodable: [String], failure: String) {
        guard let directory = opendir(folder) else { return (nil, [], String(cString: strerror(errno))) }
        defer { closedir(directory) }
        var names: [String] = []
        var undecodable: [String] = []
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if bytes == [UInt8(ascii: ".")] || bytes == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            if let name = String(validatingUTF8: bytes.map { CChar(bitPattern: $0) } + [0]) {
                names.append(name)
            } else if bytes.suffix(6) == Array(".swift".utf8)[...] || Int32(entry.pointee.d_type) == Int32(DT_DIR)
                        || Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                // Only a Swift file or a folder that may hold some is worth an error; other files are not linted.
                undecodable.append(bytes.map { $0 < 0x80 ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16) }.joined())
            }
        }
        return (names, undecodable, "")
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

/// The disk, as the project model reads it: folder listings through Foundation, files through `FileReader`.
struct DiskProjectReader: ProjectFileReading {
    func entries(ofFolder path: String) -> [String]? {
        try? FileManager.default.contentsOfDirectory(atPath: path)
    }

    func contents(ofFile path: String) -> [UInt8]? {
        try? FileReader.read(path)
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
