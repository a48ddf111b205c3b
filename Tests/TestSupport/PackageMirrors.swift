import Foundation

/// The Swift package mirrors of this machine (bare repositories under /opt/swift-packages/OWNER/NAME.git).
public enum PackageMirrors {
    public static let root = "/opt/swift-packages"

    public static func repositories() -> [String] {
        let fileManager = FileManager.default
        guard let owners = try? fileManager.contentsOfDirectory(atPath: root) else { return [] }
        var result: [String] = []
        for owner in owners.sorted() {
            let ownerPath = root + "/" + owner
            for name in ((try? fileManager.contentsOfDirectory(atPath: ownerPath)) ?? []).sorted()
            where name.hasSuffix(".git") {
                result.append(ownerPath + "/" + name)
            }
        }
        return result
    }

    /// The same repositories, largest first (by pack size), so that parallel workers finish together.
    public static func repositoriesLargestFirst() -> [String] {
        let fileManager = FileManager.default
        let sized = repositories().map { path -> (path: String, size: Int) in
            let packs = path + "/objects/pack"
            let size = ((try? fileManager.contentsOfDirectory(atPath: packs)) ?? []).reduce(0) { total, file in
                let attributes = try? fileManager.attributesOfItem(atPath: packs + "/" + file)
                return total + ((attributes?[.size] as? NSNumber)?.intValue ?? 0)
            }
            return (path, size)
        }
        return sized.sorted { $0.size != $1.size ? $0.size > $1.size : $0.path < $1.path }.map(\.path)
    }

    /// Every `.swift` blob at the repository's HEAD, with its path.
    public static func swiftFiles(in gitDirectory: String) throws -> [(path: String, bytes: [UInt8])] {
        let listing = try git(gitDirectory, ["ls-tree", "-r", "-z", "HEAD"])
        var objects: [(path: String, id: String)] = []
        for entry in listing.split(separator: 0) {
            // "<mode> blob <id>\t<path>"
            guard let tab = entry.firstIndex(of: 0x09) else { continue }
            let header = entry[entry.startIndex..<tab].split(separator: 0x20)
            let path = String(decoding: entry[(tab + 1)...], as: UTF8.self)
            guard header.count == 3, header[1].elementsEqual("blob".utf8), path.hasSuffix(".swift") else { continue }
            objects.append((path, String(decoding: header[2], as: UTF8.self)))
        }
        guard !objects.isEmpty else { return [] }
        let request = objects.map { $0.id + "\n" }.joined()
        let output = try git(gitDirectory, ["cat-file", "--batch"], input: Array(request.utf8))
        // Each object: "<id> blob <size>\n<content>\n".
        var files: [(path: String, bytes: [UInt8])] = []
        var offset = 0
        for object in objects {
            guard let newline = output[offset...].firstIndex(of: 0x0A) else { break }
            let header = output[offset..<newline].split(separator: 0x20)
            guard header.count == 3, let size = Int(String(decoding: header[2], as: UTF8.self)),
                  newline + 1 + size <= output.count else {
                throw MirrorError.unreadable(gitDirectory, object.path)
            }
            files.append((object.path, Array(output[(newline + 1)..<(newline + 1 + size)])))
            offset = newline + 1 + size + 1
        }
        return files
    }

    public enum MirrorError: Error { case unreadable(String, String), gitFailed(String) }

    private static func git(_ gitDirectory: String, _ arguments: [String], input: [UInt8] = []) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "--git-dir=" + gitDirectory] + arguments
        let stdout = Pipe()
        let stdin = Pipe()
        process.standardOutput = stdout
        process.standardInput = stdin
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Feed input on another thread so a full output pipe cannot deadlock us.
        let writer = stdin.fileHandleForWriting
        let inputData = Data(input)
        let feeder = Thread {
            writer.write(inputData)
            try? writer.close()
        }
        feeder.start()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw MirrorError.gitFailed(gitDirectory) }
        return [UInt8](data)
    }
}
