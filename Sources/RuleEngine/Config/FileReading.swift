import Foundation

/// Whole-file reads for the loaders (configuration, baseline), with messages a user can act on.
enum FileReading {
    static func bytes(atPath path: String) throws(ConfigError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ConfigError(path: path, position: nil, kind: .unreadable(reason: "no such file"))
        }
        if isDirectory.boolValue {
            throw ConfigError(path: path, position: nil, kind: .unreadable(reason: "it is a folder"))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigError(path: path, position: nil, kind: .unreadable(reason: "permission denied or I/O error"))
        }
        return [UInt8](data)
    }
}
