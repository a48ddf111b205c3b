import Foundation

/// Seed inputs: every `.swift` file under the given files and folders, capped in size.
enum SeedLoader {
    static func load(_ paths: [String], maximumBytes: Int) -> [[UInt8]] {
        var seeds: [[UInt8]] = []
        for path in paths {
            for file in swiftFiles(under: path) {
                guard let data = FileManager.default.contents(atPath: file) else { continue }
                seeds.append(Array(data.prefix(maximumBytes)))
            }
        }
        return seeds
    }

    static func swiftFiles(under path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [path] }
        let enumerator = FileManager.default.enumerator(atPath: path)
        var files: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".swift") { files.append(path + "/" + relative) }
        }
        return files.sorted()
    }
}
