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
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            sawProject = true
            for line in text.split(separator: "\n") where line.contains("SDKROOT") || line.contains("SUPPORTED_PLATFORMS") {
                found.formUnion(platforms(mentionedIn: String(line), names: sdkNames))
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
