import Foundation

/// Detects the platforms a project targets when the configuration does not set `platforms:`, from the nearest
/// `Package.swift` (`platforms: [.iOS(…), .macOS(…)]`) or Xcode project (`SDKROOT`, `SUPPORTED_PLATFORMS`)
/// at or above the linted folder. An empty result means unknown: every rule runs.
enum PlatformDetection {
    static func detect(startingAt folder: String) -> Set<String> {
        var current = URL(fileURLWithPath: folder).standardizedFileURL
        for _ in 0..<64 {
            if let platforms = fromPackageManifest(current.appendingPathComponent("Package.swift").path) {
                return platforms
            }
            if let platforms = fromXcodeProjects(in: current.path) { return platforms }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { break }
            current = parent
        }
        return []
    }

    /// nil when there is no manifest; empty when it declares no platforms (SwiftPM then means "all").
    static func fromPackageManifest(_ path: String) -> Set<String>? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        guard let start = text.range(of: "platforms:") else { return [] }
        let tail = text[start.upperBound...]
        guard let close = tail.firstIndex(of: "]") else { return [] }
        return platforms(mentionedIn: String(tail[..<close]), names: manifestNames)
    }

    static func fromXcodeProjects(in folder: String) -> Set<String>? {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        var found: Set<String> = []
        var sawProject = false
        for entry in entries where entry.hasSuffix(".xcodeproj") {
            let file = folder + "/" + entry + "/project.pbxproj"
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            sawProject = true
            // Lines split and searched as bytes: Foundation's `String.contains` on every line of a large project
            // file cost more than linting a hundred Swift files.
            for line in data.split(separator: UInt8(ascii: "\n"))
            where line.containsBytes(of: "SDKROOT") || line.containsBytes(of: "SUPPORTED_PLATFORMS") {
                found.formUnion(platforms(mentionedIn: String(decoding: line, as: UTF8.self), names: sdkNames))
            }
        }
        return sawProject ? found : nil
    }

    private static let manifestNames: [(String, String)] = [
        (".iOS(", "ios"), (".macOS(", "macos"), (".macCatalyst(", "ios"), (".watchOS(", "watchos"),
        (".tvOS(", "tvos"), (".visionOS(", "visionos"),
    ]

    private static let sdkNames: [(String, String)] = [
        ("iphoneos", "ios"), ("macosx", "macos"), ("watchos", "watchos"), ("appletvos", "tvos"),
        ("xros", "visionos"),
    ]

    private static func platforms(mentionedIn text: String, names: [(String, String)]) -> Set<String> {
        Set(names.filter { text.contains($0.0) }.map(\.1))
    }
}

private extension Data {
    func containsBytes(of literal: StaticString) -> Bool {
        let needle = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        guard needle.count <= count else { return false }
        return withUnsafeBytes { haystack in
            (0...(haystack.count - needle.count)).contains { start in
                haystack[start] == needle[0] && needle.indices.allSatisfy { haystack[start + $0] == needle[$0] }
            }
        }
    }
}
